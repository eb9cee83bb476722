import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type PointerEvent } from 'react';
import styled, { css } from 'styled-components';
import { CloseIcon, focusRing, media } from '@padel/ui-kit';
import { useLanguage, type Toast, type ToastStore } from '@padel/platform';
import { useT } from '../i18n';

/** SPEC §9: swipe threshold and hotkey of the toaster. */
export const SWIPE_THRESHOLD_PX = 50;
export const TOASTER_HOTKEY = 'F8';

const Viewport = styled.ol`
  position: fixed;
  z-index: 1100;
  inset-inline-end: 0;
  bottom: 0;
  display: flex;
  flex-direction: column;
  gap: 10px;
  width: 100%;
  max-width: 420px;
  margin: 0;
  padding: 16px;
  list-style: none;
  outline: none;
  pointer-events: none;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
  }
  ${media.belowMd} {
    max-width: none;
    top: 0;
    bottom: auto;
  }
`;

const Item = styled.li<{ $variant: Toast['variant'] }>`
  position: relative;
  display: flex;
  gap: 12px;
  align-items: flex-start;
  padding-block: 14px;
  padding-inline: 16px 44px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  pointer-events: auto;
  touch-action: pan-y;
  transition:
    transform 150ms ease,
    opacity 150ms ease;
  ${({ $variant }) =>
    $variant === 'destructive' &&
    css`
      background: ${({ theme }) => theme.colors.destructive};
      border-color: ${({ theme }) => theme.colors.destructive};
      color: ${({ theme }) => theme.colors.destructiveText};
    `}
`;

const Title = styled.p`
  font-weight: 700;
`;

const Description = styled.p`
  font-size: 0.9rem;
  opacity: 0.9;
`;

const Close = styled.button`
  position: absolute;
  top: 10px;
  inset-inline-end: 10px;
  display: inline-flex;
  padding: 4px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  opacity: 0.75;
  cursor: pointer;
  &:hover {
    opacity: 1;
  }
  ${focusRing}
`;

function ToastItem({ toast, store }: { toast: Toast; store: ToastStore }) {
  const onDismiss = useCallback(() => store.dismiss(toast.id), [store, toast.id]);
  const [paused, setPaused] = useState(false);
  const [offsetX, setOffsetX] = useState(0);
  const swipeStart = useRef<number | null>(null);
  const t = useT();
  // A swipe towards the page's end edge dismisses: to the right in English, to the left in Arabic.
  const towardsEnd = useLanguage().direction === 'rtl' ? -1 : 1;

  // Closes itself after its duration; hovering or focusing it pauses the countdown.
  useEffect(() => {
    if (paused || !Number.isFinite(toast.duration)) return undefined;
    const timer = setTimeout(onDismiss, toast.duration);
    return () => clearTimeout(timer);
  }, [paused, toast.duration, onDismiss]);

  const onPointerDown = (event: PointerEvent<HTMLLIElement>) => {
    if ((event.target as HTMLElement).closest('button')) return;
    swipeStart.current = event.clientX;
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLLIElement>) => {
    if (swipeStart.current === null) return;
    setOffsetX(Math.max(0, (event.clientX - swipeStart.current) * towardsEnd));
  };
  const onPointerEnd = (event: PointerEvent<HTMLLIElement>) => {
    if (swipeStart.current === null) return;
    const distance = (event.clientX - swipeStart.current) * towardsEnd;
    swipeStart.current = null;
    setOffsetX(0);
    if (distance >= SWIPE_THRESHOLD_PX) onDismiss();
  };

  return (
    <Item
      $variant={toast.variant}
      role={toast.variant === 'destructive' ? 'alert' : 'status'}
      aria-atomic="true"
      style={offsetX ? { transform: `translateX(${offsetX * towardsEnd}px)`, opacity: Math.max(0.3, 1 - offsetX / 200) } : undefined}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={() => {
        swipeStart.current = null;
        setOffsetX(0);
      }}
      data-testid="toast"
    >
      <div>
        {toast.title ? <Title>{toast.title}</Title> : null}
        {toast.description ? <Description>{toast.description}</Description> : null}
        {toast.action}
      </div>
      <Close type="button" aria-label={t('toaster.close')} onClick={onDismiss}>
        <CloseIcon size={16} />
      </Close>
    </Item>
  );
}

/** Renders the open toasts (newest first); F8 moves focus to them; a swipe to the end edge (right; left in Arabic) dismisses one. */
export function Toaster({ store }: { store: ToastStore }) {
  const t = useT();
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const viewportRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === TOASTER_HOTKEY) viewportRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <section aria-label={t('toaster.region', { hotkey: TOASTER_HOTKEY })}>
      <Viewport ref={viewportRef} tabIndex={-1}>
        {toasts
          .filter((toast) => toast.open)
          .map((toast) => (
            <ToastItem key={toast.id} toast={toast} store={store} />
          ))}
      </Viewport>
    </section>
  );
}
