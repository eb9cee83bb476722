import {
  describeLongTasks,
  failedTraceFileName,
  isTraceFailure,
  longTasksAfterFirstPaint,
  median,
  TRACE_FAILURE_ATTEMPTS,
} from './bench-pages';

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

  test('when a run has long tasks, then those from the first paint on are kept, longest first, named by their script', () => {
    const base = 'http://localhost:8100';
    const items = [
      { url: `${base}/468.js`, startTime: 900, duration: 300 }, // before the first paint: not in the TBT
      { url: `${base}/468.js`, startTime: 2205, duration: 212 },
      { url: 'Unattributable', startTime: 2417, duration: 106 },
      { url: `${base}/mf/public/499.js`, startTime: 2547, duration: 146 },
      ...[60, 55, 52, 51].map((duration, index) => ({ url: `${base}/190.js`, startTime: 3000 + index * 100, duration })),
    ];

    const tasks = longTasksAfterFirstPaint(items, 2000, base);

    expect(tasks).toEqual([
      { script: '/468.js', startMs: 2205, durationMs: 212 },
      { script: '/mf/public/499.js', startMs: 2547, durationMs: 146 },
      { script: 'Unattributable', startMs: 2417, durationMs: 106 },
      { script: '/190.js', startMs: 3000, durationMs: 60 },
      { script: '/190.js', startMs: 3100, durationMs: 55 },
    ]);
    expect(describeLongTasks(tasks.slice(0, 2))).toBe('long tasks after the first paint: 212 ms /468.js, 146 ms /mf/public/499.js');
    expect(describeLongTasks([])).toBe('long tasks after the first paint: none');
    expect(longTasksAfterFirstPaint(undefined, 2000, base)).toEqual([]);
  });
});
