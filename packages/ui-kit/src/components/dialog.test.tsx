import { useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { Dialog } from './dialog';
import { renderWithTheme } from '../../test/render';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <Dialog open={open} onOpenChange={setOpen} title="Article">
        <input aria-label="First field" />
        <button>Last action</button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  test('when opened, then it is a labelled modal dialog and focus moves inside', () => {
    renderWithTheme(<Harness />);

    fireEvent.click(screen.getByText('Open'));

    const dialog = screen.getByRole('dialog', { name: 'Article' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('First field'));
    expect(document.body.style.overflow).toBe('hidden');
  });

  test('when Escape is pressed, then it closes, focus returns to the opener and the page scrolls again', () => {
    renderWithTheme(<Harness />);
    const opener = screen.getByText('Open');
    opener.focus();
    fireEvent.click(opener);

    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe('');
  });

  test('when Tab is pressed on the last element, then focus wraps to the first', () => {
    renderWithTheme(<Harness />);
    fireEvent.click(screen.getByText('Open'));
    const close = screen.getByRole('button', { name: 'Close' });
    act(() => close.focus());

    fireEvent.keyDown(close, { key: 'Tab' });

    expect(document.activeElement).toBe(screen.getByLabelText('First field'));
  });

  test('when Shift+Tab is pressed on the first element, then focus wraps to the last', () => {
    renderWithTheme(<Harness />);
    fireEvent.click(screen.getByText('Open'));

    fireEvent.keyDown(screen.getByLabelText('First field'), { key: 'Tab', shiftKey: true });

    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  test('when the close button is clicked, then it closes', () => {
    renderWithTheme(<Harness />);
    fireEvent.click(screen.getByText('Open'));

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));

    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('Dialog when focus has left it', () => {
  test('when Escape is pressed on the body, then the open dialog closes', () => {
    const onOpenChange = jest.fn();
    renderWithTheme(
      <Dialog open onOpenChange={onOpenChange} title="Focus lost">
        <p>Body</p>
      </Dialog>,
    );
    (document.activeElement as HTMLElement | null)?.blur();

    fireEvent.keyDown(document.body, { key: 'Escape' });

    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  test('when Escape is pressed inside the dialog, then it closes once', () => {
    const onOpenChange = jest.fn();
    renderWithTheme(
      <Dialog open onOpenChange={onOpenChange} title="Focus inside">
        <input aria-label="Field" />
      </Dialog>,
    );

    fireEvent.keyDown(screen.getByLabelText('Field'), { key: 'Escape' });

    expect(onOpenChange).toHaveBeenCalledTimes(1);
  });
});

describe('Dialog in Arabic', () => {
  test('when opened on the Arabic site, then the close button is named إغلاق', () => {
    renderWithTheme(
      <Dialog open onOpenChange={() => undefined} title="القائمة">
        <p>المحتوى</p>
      </Dialog>,
      { language: 'ar' },
    );

    expect(screen.getByRole('button', { name: 'إغلاق' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  test('when placed at the side, then the sheet sits at the inline-start edge (right in Arabic) with no physical side', () => {
    renderWithTheme(
      <Dialog open onOpenChange={() => undefined} title="Menu" placement="side">
        <p>Links</p>
      </Dialog>,
    );

    const panel = screen.getByRole('dialog');
    expect(panel.dataset.placement).toBe('side');
    const overlay = getComputedStyle(panel.parentElement as HTMLElement);
    expect(overlay.justifyContent).toBe('flex-start');
    const close = getComputedStyle(screen.getByRole('button', { name: 'Close' }));
    expect(close.right).toBe('');
    expect(close.left).toBe('');
  });
});

describe('Dialog close button', () => {
  test('when it gets keyboard focus, then its tooltip says Close (no title attribute)', () => {
    renderWithTheme(<Harness />);
    fireEvent.click(screen.getByText('Open'));
    const close = screen.getByRole('button', { name: 'Close' });

    act(() => close.focus());

    expect(screen.getByRole('tooltip').textContent).toBe('Close');
    expect(close.getAttribute('aria-describedby')).toBe(screen.getByRole('tooltip').id);
    expect(close.hasAttribute('title')).toBe(false);
  });
});
