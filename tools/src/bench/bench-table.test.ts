import { missedFigures, renderTable, sectionsToRun, tableJson, verdictOf, type Figure } from './bench-table';
import { median, medianRun } from './bench-pages';

const figure = (value: number | null, target?: Figure['target']): Figure => ({ section: 'API', name: 'x', value, unit: 'ms', target });

describe('bench table', () => {
  it('when a figure reaches its target exactly, then it is met, whichever way the target points', () => {
    expect(verdictOf(figure(3, { op: '<=', value: 3 }))).toBe('met');
    expect(verdictOf(figure(0.5, { op: '>=', value: 0.5 }))).toBe('met');
  });

  it('when a figure is beyond its target, then it is MISSED', () => {
    expect(verdictOf(figure(3.1, { op: '<=', value: 3 }))).toBe('MISSED');
    expect(verdictOf(figure(49.9, { op: '>=', value: 50 }))).toBe('MISSED');
  });

  it('when a figure with a target was not measured, then it counts as missed; without a target it has no verdict', () => {
    expect(verdictOf(figure(null, { op: '<=', value: 3 }))).toBe('MISSED');
    expect(verdictOf(figure(Number.NaN, { op: '<=', value: 3 }))).toBe('MISSED');
    expect(verdictOf(figure(12))).toBe('');
  });

  it('when the table is printed, then each row shows value, target and verdict, the section once, and a count', () => {
    const figures: Figure[] = [
      { section: 'API', name: 'direct / bare', value: 61.23, unit: '%', target: { op: '>=', value: 50 } },
      { section: 'API', name: 'gateway p99 overhead', value: 4.5, unit: 'ms', target: { op: '<=', value: 3 } },
      { section: 'pages: home', name: 'mobile CLS', value: 0.01, unit: '', digits: 3, target: { op: '<=', value: 0.05 } },
      { section: 'pages: home', name: 'requests', value: 7, unit: '', digits: 0 },
    ];

    const lines = renderTable(figures).split('\n');

    expect(lines[2]).toMatch(/^API\s+direct \/ bare\s+61\.2 %\s+≥ 50 %\s+met$/);
    expect(lines[3]).toMatch(/^\s+gateway p99 overhead\s+4\.5 ms\s+≤ 3 ms\s+MISSED$/);
    expect(lines[4]).toMatch(/^pages: home\s+mobile CLS\s+0\.010\s+≤ 0\.050\s+met$/);
    expect(lines[5]).toMatch(/^\s+requests\s+7$/);
    expect(lines.at(-1)).toBe('2 of 3 targets met, 1 MISSED');
    expect(missedFigures(figures).map((each) => each.name)).toEqual(['gateway p99 overhead']);
    expect(tableJson(figures).map((each) => each.met)).toEqual([true, false, true, null]);
  });

  it('when --only names sections, then only those run; without it all do; an unknown one is refused', () => {
    expect([...sectionsToRun(['--only', 'pages,api'])]).toEqual(['pages', 'api']);
    expect([...sectionsToRun(['--only=api'])]).toEqual(['api']);
    expect(sectionsToRun([]).size).toBe(6);
    expect(() => sectionsToRun(['--only', 'api,speed'])).toThrow('unknown bench section speed');
  });

  it('when Lighthouse runs are combined, then each figure takes its own median', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    const run = (performance: number, lcpMs: number) => ({ performance, accessibility: 1, lcpMs, fcpMs: lcpMs - 100, tbtMs: 0, cls: 0 });
    expect(medianRun([run(0.9, 3000), run(0.95, 2000), run(0.8, 2500)])).toMatchObject({ performance: 0.9, lcpMs: 2500, fcpMs: 2400 });
  });
});
