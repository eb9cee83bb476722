import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { focusRing } from '../theme/global-style';
import { CloseIcon } from '../icons';
import { useSharedT } from '../i18n/messages';
import { Tooltip } from './tooltip';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

let scrollLocks = 0;
let overflowBeforeLock = '';

/** Locks page scrolling while at least one dialog is open. */
function lockScroll(): () => void {
  if (scrollLocks === 0) {
    overflowBeforeLock = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  scrollLocks += 1;
  return () => {
    scrollLocks -= 1;
    if (scrollLocks === 0) document.body.style.overflow = overflowBeforeLock;
  };
}

/** The side sheet slides in from the inline-start edge: the left in English, the right in Arabic. */
const slideFromStart = keyframes`
  from { transform: translateX(-100%); }
  to { transform: none; }
`;
const slideFromStartRtl = keyframes`
  from { transform: translateX(100%); }
  to { transform: none; }
`;

const Overlay = styled.div<{ $placement: DialogPlacement }>`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: center;
  /* A flex row: flex-start is the inline-start edge (left in LTR, right in RTL). */
  justify-content: ${({ $placement }) => ($placement === 'side' ? 'flex-start' : 'center')};
  padding: ${({ $placement }) => ($placement === 'side' ? '0' : '16px')};
  background: ${({ theme }) => theme.colors.overlay};
`;

const Panel = styled.div<{ $width: string; $placement: DialogPlacement }>`
  position: relative;
  width: 100%;
  max-width: ${({ $width }) => $width};
  max-height: ${({ $placement }) => ($placement === 'side' ? '100vh' : 'calc(100vh - 32px)')};
  height: ${({ $placement }) => ($placement === 'side' ? '100%' : 'auto')};
  overflow-y: auto;
  padding: 24px;
  border-radius: ${({ theme, $placement }) => ($placement === 'side' ? '0' : theme.radii.lg)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  &:focus {
    outline: none;
  }
  &[data-placement='side'] {
    animation: ${slideFromStart} 180ms ease-out;
    [dir='rtl'] & {
      animation-name: ${slideFromStartRtl};
    }
  }
`;

const Title = styled.h2`
  font-size: 1.35rem;
  font-weight: 800;
  padding-inline-end: 36px;
`;

const Description = styled.p`
  margin-top: 6px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const CloseButton = styled.button`
  position: absolute;
  inset-block-start: 14px;
  inset-inline-end: 14px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 34px;
  height: 34px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  ${focusRing}
`;

export type DialogPlacement = 'center' | 'side';

export interface DialogProps {
  /** `side`: a full-height sheet at the inline-start edge (mobile menus): the left in English, the right in Arabic. */
  placement?: DialogPlacement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Max width of the panel, e.g. '440px'. */
  width?: string;
  /** Extra content above the title (badges, dates). */
  eyebrow?: ReactNode;
}

/**
 * Modal dialog: role=dialog + aria-modal, focus moves in and is trapped, Escape and the overlay close it,
 * focus returns to the element that had it, and the page does not scroll behind it.
 */
export function Dialog({ open, onOpenChange, title, description, children, width = '520px', eyebrow, placement = 'center' }: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const t = useSharedT();
  const titleId = useId();
  const descriptionId = useId();

  // Escape also closes the dialog when focus has left it (e.g. the focused button became disabled and focus
  // fell back to the body); only the topmost open dialog reacts. Layout effects: wired before the dialog is painted,
  // so an Escape pressed as soon as it shows is not lost.
  const onOpenChangeRef = useRef(onOpenChange);
  onOpenChangeRef.current = onOpenChange;
  useLayoutEffect(() => {
    if (!open) return undefined;
    const onDocumentKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const dialogs = document.querySelectorAll('[role="dialog"][aria-modal="true"]');
      if (dialogs[dialogs.length - 1] !== panelRef.current) return;
      onOpenChangeRef.current(false);
    };
    document.addEventListener('keydown', onDocumentKeyDown);
    return () => document.removeEventListener('keydown', onDocumentKeyDown);
  }, [open]);

  useLayoutEffect(() => {
    if (!open) return undefined;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const unlock = lockScroll();
    const panel = panelRef.current;
    const first = panel?.querySelector<HTMLElement>('input:not([disabled]), textarea:not([disabled])') ?? panel;
    first?.focus();
    return () => {
      unlock();
      if (previouslyFocused && document.contains(previouslyFocused)) previouslyFocused.focus();
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onOpenChange(false);
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <Overlay
      $placement={placement}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onOpenChange(false);
      }}
    >
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        $width={width}
        $placement={placement}
        data-placement={placement}
        onKeyDown={onKeyDown}
      >
        {eyebrow}
        <Title id={titleId}>{title}</Title>
        {description ? <Description id={descriptionId}>{description}</Description> : null}
        {children}
        {/* Last in the tab order: content first, then Close (positioned at the top inline-end corner). */}
        <Tooltip content={t('dialog.close')}>
          <CloseButton type="button" aria-label={t('dialog.close')} onClick={() => onOpenChange(false)}>
            <CloseIcon />
          </CloseButton>
        </Tooltip>
      </Panel>
    </Overlay>,
    document.body,
  );
}
