import {
  cloneElement,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';

/** SPEC §9: a tooltip opens 700 ms after the pointer rests on its trigger… */
export const TOOLTIP_OPEN_DELAY_MS = 700;
/** …and at once when another tooltip closed less than 300 ms ago (moving along a row of icon buttons). */
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** Space between the trigger and the tooltip, and the least space kept to the viewport's edges. */
const GAP = 6;
const EDGE = 8;
/** Time to move the pointer from the trigger onto its tooltip (which then stays, WCAG 1.4.13). */
const LEAVE_GRACE_MS = 100;

/**
 * One tooltip of the page at a time: the one shown now (its hide), and when the last one closed. While one is shown
 * or within the skip delay after, the next one opens at once.
 */
const page = { hideShown: null as (() => void) | null, lastClosedAt: Number.NEGATIVE_INFINITY };

const Bubble = styled.div`
  position: fixed;
  z-index: 1100;
  max-width: min(280px, calc(100vw - ${2 * EDGE}px));
  padding: 6px 10px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  font-size: 0.8rem;
  font-weight: 600;
  line-height: 1.35;
  text-align: start;
  overflow-wrap: anywhere;
`;

interface TriggerProps {
  ref?: Ref<HTMLElement>;
  'aria-describedby'?: string;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

export interface TooltipProps {
  /** The tooltip's text (usually the same words as the trigger's aria-label). */
  content: ReactNode;
  /** One element that takes a ref and pointer/focus handlers, e.g. an icon Button. */
  children: ReactElement<TriggerProps>;
}

/** Focus that the browser would show a ring for (keyboard), not the focus a click gives a button. */
function isKeyboardFocus(element: HTMLElement): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true; // an engine without :focus-visible
  }
}

/** Below the trigger, centred on it, kept inside the viewport; above it when there is no room below. */
function placementOf(trigger: HTMLElement, bubble: HTMLElement): Placement {
  const around = trigger.getBoundingClientRect();
  const { width, height } = bubble.getBoundingClientRect();
  const direction = trigger.closest('[dir]')?.getAttribute('dir') === 'rtl' ? 'rtl' : 'ltr';
  return { ...positionOf(around, { width, height }), direction };
}

interface Placement {
  left: number;
  top: number;
  /** The trigger's direction: the tooltip lives in document.body, outside any `dir` around the trigger. */
  direction: 'ltr' | 'rtl';
}

function positionOf(trigger: DOMRect, bubble: { width: number; height: number }) {
  const maxLeft = window.innerWidth - EDGE - bubble.width;
  const left = Math.max(EDGE, Math.min(trigger.left + trigger.width / 2 - bubble.width / 2, maxLeft));
  const below = trigger.bottom + GAP;
  const top = below + bubble.height > window.innerHeight - EDGE ? Math.max(EDGE, trigger.top - GAP - bubble.height) : below;
  return { left, top };
}

/**
 * A real tooltip for an icon button (instead of the browser's `title`): role="tooltip", referenced by the trigger's
 * aria-describedby while shown; it opens 700 ms after the pointer rests on the trigger (at once within 300 ms of
 * another tooltip closing) and at once on keyboard focus; Escape, blur, a press and the pointer leaving hide it.
 * It is drawn in a portal at a fixed position, so no overflow clips it, and it stays inside the viewport.
 */
export function Tooltip({ content, children }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [placement, setPlacement] = useState<Placement | null>(null);
  const triggerRef = useRef<HTMLElement | null>(null);
  const bubbleRef = useRef<HTMLDivElement>(null);
  const isOpen = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const hide = useCallback(() => {
    clearTimeout(timer.current);
    if (isOpen.current) page.lastClosedAt = Date.now();
    if (page.hideShown === hide) page.hideShown = null;
    isOpen.current = false;
    setOpen(false);
  }, []);
  const show = useCallback(() => {
    clearTimeout(timer.current);
    if (page.hideShown !== hide) page.hideShown?.();
    page.hideShown = hide;
    isOpen.current = true;
    setOpen(true);
  }, [hide]);
  const showAfterDelay = () => {
    clearTimeout(timer.current);
    if (page.hideShown || Date.now() - page.lastClosedAt < TOOLTIP_SKIP_DELAY_MS) show();
    else timer.current = setTimeout(show, TOOLTIP_OPEN_DELAY_MS);
  };
  const hideAfterGrace = () => {
    clearTimeout(timer.current);
    if (isOpen.current) timer.current = setTimeout(hide, LEAVE_GRACE_MS);
  };

  useEffect(() => hide, [hide]);

  // While shown: Escape hides it (wherever focus is), and it follows the trigger when the page scrolls or resizes.
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    const place = () => {
      const trigger = triggerRef.current;
      const bubble = bubbleRef.current;
      if (!trigger?.isConnected) return hide();
      if (bubble) setPlacement(placementOf(trigger, bubble));
    };
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
    };
  }, [open, hide]);

  // Measured before paint, so the tooltip never shows at a wrong place first.
  useLayoutEffect(() => {
    if (!open) return setPlacement(null);
    const trigger = triggerRef.current;
    const bubble = bubbleRef.current;
    if (trigger && bubble) setPlacement(placementOf(trigger, bubble));
    return undefined;
  }, [open, content]);

  const own = children.props;
  const setTriggerRef = (element: HTMLElement | null) => {
    triggerRef.current = element;
    const outer = own.ref;
    if (typeof outer === 'function') outer(element);
    else if (outer) outer.current = element;
  };

  const trigger = cloneElement(children, {
    ref: setTriggerRef,
    'aria-describedby': open ? [own['aria-describedby'], id].filter(Boolean).join(' ') : own['aria-describedby'],
    onPointerEnter: (event) => {
      own.onPointerEnter?.(event);
      if (event.pointerType !== 'touch') showAfterDelay();
    },
    onPointerLeave: (event) => {
      own.onPointerLeave?.(event);
      if (document.activeElement !== event.currentTarget || !isKeyboardFocus(event.currentTarget)) hideAfterGrace();
    },
    onPointerDown: (event) => {
      own.onPointerDown?.(event);
      hide();
    },
    onFocus: (event) => {
      own.onFocus?.(event);
      if (isKeyboardFocus(event.currentTarget)) show();
    },
    onBlur: (event) => {
      own.onBlur?.(event);
      hide();
    },
  });

  return (
    <>
      {trigger}
      {open
        ? createPortal(
            <Bubble
              ref={bubbleRef}
              id={id}
              role="tooltip"
              data-testid="tooltip"
              dir={placement?.direction}
              style={placement ? { left: placement.left, top: placement.top } : { left: 0, top: 0, visibility: 'hidden' }}
              onPointerEnter={() => clearTimeout(timer.current)}
              onPointerLeave={hide}
            >
              {content}
            </Bubble>,
            document.body,
          )
        : null}
    </>
  );
}
