import { failedTraceFileName, isTraceFailure, median, TRACE_FAILURE_ATTEMPTS } from './bench-pages';

describe('the bench’s Lighthouse runs', () => {
  test('when Lighthouse fails on its own trace, then the run is made again; on the page, the part fails', () => {
    expect(isTraceFailure('NO_NAVSTART')).toBe(true);
    expect(isTraceFailure('NO_TRACING_STARTED')).toBe(true);
    // A page that did not paint is the page's failure, not the trace's.
    expect(isTraceFailure('NO_FCP')).toBe(false);
    expect(isTraceFailure('NO_LCP')).toBe(false);
    expect(isTraceFailure('ERRORED_DOCUMENT_REQUEST')).toBe(false);
    expect(isTraceFailure('PROTOCOL_TIMEOUT')).toBe(false);
    expect(isTraceFailure(undefined)).toBe(false);
    expect(TRACE_FAILURE_ATTEMPTS).toBe(3);
  });

  test('when runs are taken, then each figure is their median', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  test('when a run’s trace failed, then it is kept under a file name of the page, preset, run and attempt', () => {
    expect(failedTraceFileName('my teams desktop 1/3', 2)).toBe('lighthouse-my-teams-desktop-1-of-3-attempt-2.trace.json');
  });
});
