import { fireEvent, screen } from '@testing-library/react';
import { pageCount, Pager } from './pager';
import { renderWithTheme } from '../../test/render';

const texts = (page: number, pages: number) => ({
  label: 'Tournament pages',
  summary: `Page ${page} of ${pages}`,
  previous: 'Previous',
  next: 'Next',
});

function renderPager(page: number, pages: number, busy = false) {
  const asked: number[] = [];
  renderWithTheme(<Pager page={page} pages={pages} busy={busy} onPage={(to) => asked.push(to)} texts={texts(page, pages)} />);
  return asked;
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('Pager', () => {
  test('when on a middle page, then a nav named by its label says where it is and Previous and Next ask the pages around', () => {
    const asked = renderPager(2, 7);

    const nav = screen.getByRole('navigation', { name: 'Tournament pages' });
    expect(nav.textContent).toContain('Page 2 of 7');
    fireEvent.click(button('Previous'));
    fireEvent.click(button('Next'));
    expect(asked).toEqual([1, 3]);
  });

  test('when on the first or the last page, then the way past it is disabled', () => {
    renderPager(1, 3);
    expect([button('Previous').disabled, button('Next').disabled]).toEqual([true, false]);
  });

  test('when on the last page, then Next is disabled', () => {
    renderPager(3, 3);
    expect([button('Previous').disabled, button('Next').disabled]).toEqual([false, true]);
  });

  test('when the next page is loading, then both buttons wait', () => {
    renderPager(2, 3, true);
    expect([button('Previous').disabled, button('Next').disabled]).toEqual([true, true]);
  });

  test('when past the last page (the list shrank), then Previous goes to the last one', () => {
    const asked = renderPager(9, 3);
    fireEvent.click(button('Previous'));
    expect(asked).toEqual([3]);
  });

  test('when there is one page, then only the summary shows', () => {
    renderPager(1, 1);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Tournament pages' }).textContent).toBe('Page 1 of 1');
  });
});

describe('pageCount', () => {
  test.each([
    [0, 20, 1],
    [20, 20, 1],
    [21, 20, 2],
    [600, 20, 30],
  ])('when %i items at %i a page, then %i pages', (total, limit, pages) => {
    expect(pageCount({ total, limit })).toBe(pages);
  });
});
