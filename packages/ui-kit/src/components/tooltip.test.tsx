import { act, fireEvent, screen } from '@testing-library/react';
import { Tooltip, TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from './tooltip';
import { renderWithTheme } from '../../test/render';

/** Two icon buttons side by side (in jsdom, :focus-visible matches any focus, as keyboard focus does). */
function IconButtons() {
  return (
    <>
      <Tooltip content="Switch to dark theme">
        <button aria-label="Switch to dark theme">☾</button>
      </Tooltip>
      <Tooltip content="Open menu">
        <button aria-label="Open menu">☰</button>
      </Tooltip>
    </>
  );
}

const hover = (element: HTMLElement) => fireEvent.pointerEnter(element, { pointerType: 'mouse' });
const leave = (element: HTMLElement) => fireEvent.pointerLeave(element, { pointerType: 'mouse' });
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => {
  jest.useFakeTimers();
  // Far from any tooltip an earlier test closed (the skip delay is shared by all tooltips of the page).
  jest.setSystemTime(Date.now() + 60_000);
});

afterEach(() => {
  jest.useRealTimers();
});

describe('Tooltip', () => {
  test('when the pointer rests on the trigger, then the tooltip shows after 700 ms and the trigger is described by it', () => {
    renderWithTheme(<IconButtons />);
    const trigger = screen.getByRole('button', { name: 'Switch to dark theme' });

    hover(trigger);
    wait(TOOLTIP_OPEN_DELAY_MS - 1);
    expect(screen.queryByRole('tooltip')).toBeNull();
    wait(1);

    const tooltip = screen.getByRole('tooltip');
    expect(tooltip.textContent).toBe('Switch to dark theme');
    expect(trigger.getAttribute('aria-describedby')).toBe(tooltip.id);
    expect(trigger.hasAttribute('title')).toBe(false);
  });

  test('when the pointer leaves before 700 ms, then no tooltip shows', () => {
    renderWithTheme(<IconButtons />);
    const trigger = screen.getByRole('button', { name: 'Open menu' });

    hover(trigger);
    wait(400);
    leave(trigger);
    wait(TOOLTIP_OPEN_DELAY_MS);

    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  test('when the trigger gets keyboard focus, then the tooltip shows at once and Escape hides it', () => {
    renderWithTheme(<IconButtons />);
    const trigger = screen.getByRole('button', { name: 'Open menu' });

    act(() => trigger.focus());
    expect(screen.getByRole('tooltip').textContent).toBe('Open menu');

    fireEvent.keyDown(trigger, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(trigger.hasAttribute('aria-describedby')).toBe(false);
  });

  test('when focus leaves the trigger or it is pressed, then the tooltip hides', () => {
    renderWithTheme(<IconButtons />);
    const trigger = screen.getByRole('button', { name: 'Open menu' });
    act(() => trigger.focus());

    act(() => trigger.blur());
    expect(screen.queryByRole('tooltip')).toBeNull();

    hover(trigger);
    wait(TOOLTIP_OPEN_DELAY_MS);
    fireEvent.pointerDown(trigger);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  /** The theme toggle's tooltip shown by the pointer, then the pointer leaving it; gives the menu button. */
  function leaveThemeTooltip(): HTMLElement {
    renderWithTheme(<IconButtons />);
    const theme = screen.getByRole('button', { name: 'Switch to dark theme' });
    hover(theme);
    wait(TOOLTIP_OPEN_DELAY_MS);
    leave(theme);
    return screen.getByRole('button', { name: 'Open menu' });
  }

  test('when another trigger is entered within 300 ms of a tooltip closing, then its tooltip opens at once', () => {
    const menu = leaveThemeTooltip();
    wait(150);
    expect(screen.queryByRole('tooltip')).toBeNull();

    hover(menu);

    expect(screen.getByRole('tooltip').textContent).toBe('Open menu');
  });

  test('when the pointer moves straight to the next trigger, then its tooltip replaces the first at once', () => {
    const menu = leaveThemeTooltip();

    hover(menu);

    expect(screen.getAllByRole('tooltip').map((tooltip) => tooltip.textContent)).toEqual(['Open menu']);
  });

  test('when the next trigger is entered after the skip delay, then it waits 700 ms again', () => {
    const menu = leaveThemeTooltip();
    wait(150 + TOOLTIP_SKIP_DELAY_MS);

    hover(menu);
    expect(screen.queryByRole('tooltip')).toBeNull();
    wait(TOOLTIP_OPEN_DELAY_MS);
    expect(screen.getByRole('tooltip').textContent).toBe('Open menu');
  });

  test('when the pointer moves from the trigger onto the tooltip, then it stays until the pointer leaves it', () => {
    renderWithTheme(<IconButtons />);
    const trigger = screen.getByRole('button', { name: 'Open menu' });
    hover(trigger);
    wait(TOOLTIP_OPEN_DELAY_MS);

    leave(trigger);
    fireEvent.pointerEnter(screen.getByRole('tooltip'));
    wait(1000);
    expect(screen.getByRole('tooltip')).toBeTruthy();

    fireEvent.pointerLeave(screen.getByRole('tooltip'));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  test('when the trigger is on an Arabic page, then the tooltip is right to left', () => {
    renderWithTheme(
      <Tooltip content="فتح القائمة">
        <button aria-label="فتح القائمة">☰</button>
      </Tooltip>,
      { language: 'ar' },
    );
    const trigger = screen.getByRole('button', { name: 'فتح القائمة' });

    act(() => trigger.focus());

    expect(screen.getByRole('tooltip').getAttribute('dir')).toBe('rtl');
  });

  test('when the trigger has handlers and a description of its own, then both are kept', () => {
    const onFocus = jest.fn();
    renderWithTheme(
      <>
        <p id="hint">Hint</p>
        <Tooltip content="Close">
          <button aria-label="Close" aria-describedby="hint" onFocus={onFocus}>
            ×
          </button>
        </Tooltip>
      </>,
    );
    const trigger = screen.getByRole('button', { name: 'Close' });

    act(() => trigger.focus());

    expect(onFocus).toHaveBeenCalledTimes(1);
    expect(trigger.getAttribute('aria-describedby')).toBe(`hint ${screen.getByRole('tooltip').id}`);
  });
});
