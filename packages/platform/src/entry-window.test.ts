import { entryWindowOf } from './entry-window';

describe('entryWindowOf', () => {
  const window = { entryOpenAt: '2026-01-04T20:00:00.000Z', entryCloseAt: '2026-02-07T20:00:00.000Z' };

  it('when the window has not opened, then the note names the opening day in the league calendar', () => {
    expect(entryWindowOf(window, new Date('2026-01-01T10:00:00Z'))).toEqual({ state: 'not-open', note: 'Entries open on January 5, 2026' });
  });

  it('when the window is open or absent, then there is no note', () => {
    expect(entryWindowOf(window, new Date('2026-01-20T10:00:00Z'))).toEqual({ state: 'open', note: null });
    expect(entryWindowOf({ entryOpenAt: null, entryCloseAt: null })).toEqual({ state: 'open', note: null });
    expect(entryWindowOf({})).toEqual({ state: 'open', note: null });
  });

  it('when the window has closed, then the note says so', () => {
    expect(entryWindowOf(window, new Date('2026-02-07T20:00:00Z'))).toEqual({ state: 'closed', note: 'Entries closed' });
  });
});
