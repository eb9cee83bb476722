import styled from 'styled-components';
import type { PlayerHistoryPoint } from '@padel/contracts';
import { VisuallyHidden } from '@padel/ui-kit';
import { useFormat } from '../../../i18n/format';
import { T, useT } from '../../../i18n';

const WIDTH = 320;
const HEIGHT = 120;
const PAD = 12;

const Figure = styled.figure`
  margin: 0;
  svg {
    display: block;
    inline-size: 100%;
    max-inline-size: 640px;
    block-size: auto;
  }
  /* The time axis runs left to right in both languages, as a chart's does. */
  direction: ltr;
  figcaption {
    direction: inherit;
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  [dir='rtl'] & figcaption {
    direction: rtl;
  }
`;

const Line = styled.polyline`
  fill: none;
  stroke: ${({ theme }) => theme.colors.accentInk};
  stroke-width: 2.5;
  stroke-linejoin: round;
  stroke-linecap: round;
`;

const Dot = styled.circle`
  fill: ${({ theme }) => theme.colors.surface};
  stroke: ${({ theme }) => theme.colors.accentInk};
  stroke-width: 2;
`;

const Axis = styled.line`
  stroke: ${({ theme }) => theme.colors.border};
`;

/** The x and y of each point: editions spread evenly left to right, points bottom (0) to top (the most). */
export function chartPoints(history: readonly Pick<PlayerHistoryPoint, 'points'>[]): Array<{ x: number; y: number }> {
  const most = Math.max(1, ...history.map((point) => point.points));
  const step = history.length > 1 ? (WIDTH - 2 * PAD) / (history.length - 1) : 0;
  return history.map((point, index) => ({
    x: history.length > 1 ? PAD + index * step : WIDTH / 2,
    y: HEIGHT - PAD - (point.points / most) * (HEIGHT - 2 * PAD),
  }));
}

/**
 * The player's points after each edition that changed them, as a small inline SVG line (no chart library): the
 * picture is decorative for screen readers, which get the same figures as a list.
 */
export function RankingHistoryChart({ history }: { history: readonly PlayerHistoryPoint[] }) {
  const t = useT();
  const format = useFormat();
  if (history.length === 0) return <p>{t('playerPage.history.empty')}</p>;
  const points = chartPoints(history);
  const first = history[0]!;
  const last = history[history.length - 1]!;
  return (
    <Figure data-testid="ranking-history">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false">
        <Axis x1={PAD} y1={HEIGHT - PAD} x2={WIDTH - PAD} y2={HEIGHT - PAD} />
        {points.length > 1 ? <Line points={points.map(({ x, y }) => `${x},${y}`).join(' ')} /> : null}
        {points.map(({ x, y }, index) => (
          <Dot key={history[index]!.published_at} cx={x} cy={y} r={3.5} />
        ))}
      </svg>
      <figcaption>
        <T
          id="playerPage.history.caption"
          values={{
            count: history.length,
            from: format.leagueDay(first.published_at),
            to: format.leagueDay(last.published_at),
            points: format.count(last.points),
          }}
        />
      </figcaption>
      <VisuallyHidden as="ul">
        {history.map((point) => (
          <li key={point.published_at}>
            {t('playerPage.history.point', {
              day: format.leagueDay(point.published_at),
              points: format.count(point.points),
              position: point.position === null ? '—' : format.count(point.position),
            })}
          </li>
        ))}
      </VisuallyHidden>
    </Figure>
  );
}
