import { render, screen } from '@testing-library/react';
import { useInlineFit, useInlineFitRefs } from './use-inline-fit';
import { installFakeResizeObserver, layoutChanged } from './fake-resize-observer';

const MARK = 40;
const NAME = 100;
const ACTIONS = 200;
const MENU_BUTTON = 40;

/**
 * A header laid out by hand (jsdom lays nothing out): each element's width is its data-width, and the links' room
 * is what the row leaves them in the current fit, as a browser's flex row would.
 */
function Header({ row, links }: { row: number; links: number }) {
  const refs = useInlineFitRefs();
  const fit = useInlineFit(refs, String(links));
  const room = row - MARK - (fit === 'compact' ? 0 : NAME) - ACTIONS - (fit === 'menu' ? MENU_BUTTON : 0);
  return (
    <div ref={refs.row} data-width={row}>
      <span ref={refs.collapsible} data-width={NAME} />
      <nav ref={refs.room} data-width={room}>
        <div ref={refs.links} data-width={links} />
      </nav>
      <div ref={refs.actions} data-width={ACTIONS} />
      <button ref={refs.fallback} data-width={MENU_BUTTON} hidden={fit !== 'menu'} />
      <output>{fit}</output>
    </div>
  );
}

const fit = () => screen.getByRole('status').textContent;

beforeEach(() => {
  installFakeResizeObserver();
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const width = Number(this.dataset.width ?? 0);
    return { width, height: 40, top: 0, left: 0, right: width, bottom: 40, x: 0, y: 0, toJSON: () => ({}) };
  });
  jest.spyOn(HTMLElement.prototype, 'getClientRects').mockImplementation(function (this: HTMLElement) {
    return (this.hidden ? [] : [this.getBoundingClientRect()]) as unknown as DOMRectList;
  });
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('useInlineFit', () => {
  // A 1,000 px row leaves the links 660 px beside the league's name, 760 px beside the mark alone.
  test.each([
    [600, 'full'],
    [660, 'full'],
    [700, 'compact'],
    [760, 'compact'],
    [761, 'menu'],
  ])('when the links are %i px wide in a 1,000 px row, then the header is %s from the first paint', (links, expected) => {
    render(<Header row={1000} links={links} />);

    expect(fit()).toBe(expected);
  });

  test('when the links grow and shrink again, then the fit follows both ways and stays put between changes', () => {
    const { rerender } = render(<Header row={1000} links={600} />);

    rerender(<Header row={1000} links={900} />);
    layoutChanged();
    expect(fit()).toBe('menu');
    layoutChanged();
    expect(fit()).toBe('menu');

    rerender(<Header row={1000} links={700} />);
    layoutChanged();
    expect(fit()).toBe('compact');
    layoutChanged();
    expect(fit()).toBe('compact');

    rerender(<Header row={1000} links={600} />);
    layoutChanged();
    expect(fit()).toBe('full');
  });

  test('when the window narrows, then the links leave for the menu', () => {
    const { rerender } = render(<Header row={1000} links={700} />);

    rerender(<Header row={800} links={700} />);
    layoutChanged();

    expect(fit()).toBe('menu');
  });
});
