// The bench's one table: every figure beside its target (if it has one) and whether it was met.

export interface Target {
  /** The figure must be at least (`>=`) or at most (`<=`) `value`. */
  op: '>=' | '<=';
  value: number;
}

export interface Figure {
  /** The part of the bench: `API`, `pages: home`, `JavaScript`, … */
  section: string;
  name: string;
  /** null: not measured (a figure with a target then counts as missed). */
  value: number | null;
  unit: string;
  target?: Target;
  /** Digits after the point when printed (default 1). */
  digits?: number;
}

export type Verdict = 'met' | 'MISSED' | '';

export function verdictOf(figure: Figure): Verdict {
  if (!figure.target) return '';
  const { value } = figure;
  if (value === null || Number.isNaN(value)) return 'MISSED';
  const met = figure.target.op === '>=' ? value >= figure.target.value : value <= figure.target.value;
  return met ? 'met' : 'MISSED';
}

/** The figures with a target that was not met. */
export function missedFigures(figures: Figure[]): Figure[] {
  return figures.filter((figure) => verdictOf(figure) === 'MISSED');
}

const withUnit = (value: string, unit: string) => (unit === '' ? value : unit === '%' ? `${value} %` : `${value} ${unit}`);

function formatValue(figure: Figure): string {
  if (figure.value === null || Number.isNaN(figure.value)) return 'n/a';
  return withUnit(figure.value.toFixed(figure.digits ?? 1), figure.unit);
}

function formatTarget(figure: Figure): string {
  if (!figure.target) return '';
  const digits = Number.isInteger(figure.target.value) ? 0 : (figure.digits ?? 2);
  return `${figure.target.op === '>=' ? '≥' : '≤'} ${withUnit(figure.target.value.toFixed(digits), figure.unit)}`;
}

/** Columns section, figure, value, target, verdict; the section is named once per group of rows. */
export function renderTable(figures: Figure[]): string {
  const rows = figures.map((figure, index) => [
    index > 0 && figures[index - 1]!.section === figure.section ? '' : figure.section,
    figure.name,
    formatValue(figure),
    formatTarget(figure),
    verdictOf(figure),
  ]);
  const header = ['section', 'figure', 'value', 'target', ''];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  // Values and targets are right-aligned, so their digits line up.
  const line = (row: string[]) =>
    row
      .map((cell, column) => (column === 2 || column === 3 ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '─'.repeat(width)).join('  ');
  const missed = missedFigures(figures).length;
  const withTargets = figures.filter((figure) => figure.target).length;
  return [
    line(header),
    rule,
    ...rows.map(line),
    rule,
    `${withTargets - missed} of ${withTargets} targets met${missed > 0 ? `, ${missed} MISSED` : ''}`,
  ].join('\n');
}

/** The table as JSON: each figure with its verdict (`met`: true, false, or null without a target). */
export function tableJson(figures: Figure[]): Array<Figure & { met: boolean | null }> {
  return figures.map((figure) => {
    const verdict = verdictOf(figure);
    return { ...figure, met: verdict === '' ? null : verdict === 'met' };
  });
}

export const SECTIONS = ['pages', 'javascript', 'api', 'live', 'rankings', 'league'] as const;
export type Section = (typeof SECTIONS)[number];

/** `--only pages,api` (or `--only=pages,api`): the sections to run; all of them without it. */
export function sectionsToRun(argv: string[]): Set<Section> {
  const index = argv.findIndex((arg) => arg === '--only' || arg.startsWith('--only='));
  if (index === -1) return new Set(SECTIONS);
  const arg = argv[index]!;
  const list = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[index + 1];
  if (!list) throw new Error(`--only needs a list of sections: ${SECTIONS.join(',')}`);
  const chosen = list.split(',').map((name) => name.trim());
  const unknown = chosen.filter((name) => !(SECTIONS as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`unknown bench section ${unknown.join(', ')}: choose among ${SECTIONS.join(', ')}`);
  return new Set(chosen as Section[]);
}
