import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { Match, MatchSide, MatchStatus } from '@padel/contracts';
import { Badge, CheckCircleIcon, ClockIcon, CourtName, MapPinIcon, useSharedT, UserText, VisuallyHidden } from '@padel/ui-kit';
import { MATCH_SIDES, useGamePointText, useLabels } from '@padel/api';
import { AppLink, useDates } from '@padel/platform';

/** "To be decided" in English (tests, data); screens read `t('bracket.toBeDecided')` from the shared catalog. */
export const TO_BE_DECIDED = 'To be decided';

/**
 * The team's name, or "To be decided" (`toBeDecided`: that text translated) while its slot waits for the winner of an
 * earlier match.
 */
export const sideName = (match: Match, side: MatchSide, toBeDecided: string = TO_BE_DECIDED): string => match[side]?.name ?? toBeDecided;

const LIVE_RED = '#d92d20';

/** Between a team's two names, as the team's name has it ("Noura Al Mansouri / Layla Farouk"). */
const NAME_SEPARATOR = ' / ';

/**
 * A team's players, each name a link to their page (decision 197), shown "A / B": the whole team isolated in its row
 * (decision 195), and each name in it too.
 */
function TeamPlayers({ team }: { team: NonNullable<Match[MatchSide]> }) {
  return (
    <UserText>
      {team.players.map((player, index) => (
        <span key={player.id}>
          {index > 0 ? NAME_SEPARATOR : null}
          <AppLink href={`/players/${encodeURIComponent(player.id)}`}>
            <UserText>{player.full_name}</UserText>
          </AppLink>
        </span>
      ))}
    </UserText>
  );
}

/** The statuses a card marks with a badge. */
const BADGED: ReadonlySet<MatchStatus> = new Set(['live', 'walkover', 'retired']);

const Card = styled.article<{ $live: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding-block: 10px;
  padding-inline: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  ${({ $live }) =>
    $live &&
    css`
      border-color: ${LIVE_RED};
      border-inline-start-width: 4px;
    `}
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 10px;
  min-block-size: 1.2em;
  font-size: 0.75rem;
  color: ${({ theme }) => theme.colors.textMuted};
  span {
    display: inline-flex;
    align-items: center;
    gap: 3px;
  }
`;

const Score = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  th[scope='row'] {
    text-align: start;
    font-weight: 500;
    padding-block: 3px;
    overflow-wrap: anywhere;
  }
  tr[data-winner='true'] th[scope='row'] {
    font-weight: 800;
  }
  td {
    inline-size: 1.6em;
    text-align: center;
    font-weight: 700;
    vertical-align: top;
    padding-block: 3px;
  }
  td.game {
    inline-size: 2.4em;
    color: ${LIVE_RED};
  }
  sup {
    font-size: 0.65em;
    font-weight: 600;
    margin-inline-start: 1px;
  }
`;

const Tbd = styled.span`
  font-style: italic;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Winner = styled.span`
  display: inline-flex;
  vertical-align: middle;
  margin-inline-start: 6px;
  color: ${({ theme }) => theme.colors.success};
`;

const Action = styled.div`
  display: flex;
  justify-content: flex-end;
  padding-block-start: 4px;
`;

function Games({ match, side }: { match: Match; side: MatchSide }) {
  const t = useSharedT();
  const gamePoint = useGamePointText();
  const { sets, game } = match.score;
  return (
    <>
      {sets.map((set, index) => (
        <td key={index}>
          {set[side]}
          {set.tiebreak ? (
            <sup>
              <VisuallyHidden> {t('bracket.match.tiebreakPoints')} </VisuallyHidden>
              {set.tiebreak[side]}
            </sup>
          ) : null}
        </td>
      ))}
      {game ? <td className="game">{gamePoint(game, side)}</td> : null}
    </>
  );
}

/**
 * One match: its status, court and start time, both teams (or "To be decided") with the games of each set (tie-break
 * points raised), while live the current game (0/15/30/40/Adv, or tie-break points), and the winner marked. A table
 * per match, so a screen reader reads each team's row with its sets.
 */
export function MatchCard({ match, action, highlightLive = true }: { match: Match; action?: ReactNode; highlightLive?: boolean }) {
  const t = useSharedT();
  const { matchStart } = useDates();
  const labels = useLabels();
  const { sets, game } = match.score;
  const badge = BADGED.has(match.status) ? labels.matchStatus(match.status) : null;
  const toBeDecided = t('bracket.toBeDecided');
  const teams = { team1: sideName(match, 'team1', toBeDecided), team2: sideName(match, 'team2', toBeDecided) };
  const title = t('bracket.match.title', teams);
  return (
    <Card
      $live={highlightLive && match.status === 'live'}
      data-testid="match-card"
      data-match-id={match.id}
      data-status={match.status}
      aria-label={title}
    >
      <Meta>
        {badge ? <Badge $variant={match.status === 'live' ? 'live' : 'outline'}>{badge}</Badge> : null}
        {match.court ? (
          <span>
            <MapPinIcon size={12} /> <CourtName court={match.court} />
          </span>
        ) : null}
        {match.starts_at ? (
          <span>
            <ClockIcon size={12} /> <time dateTime={match.starts_at}>{matchStart(match.starts_at)}</time>
          </span>
        ) : null}
      </Meta>
      <Score aria-label={t('bracket.match.score', teams)}>
        <thead>
          <tr>
            <VisuallyHidden as="th" scope="col">
              {t('bracket.match.team')}
            </VisuallyHidden>
            {sets.map((_, index) => (
              <VisuallyHidden as="th" scope="col" key={index}>
                {t('bracket.match.set', { number: index + 1 })}
              </VisuallyHidden>
            ))}
            {game ? (
              <VisuallyHidden as="th" scope="col">
                {game.tiebreak ? t('bracket.match.tiebreak') : t('bracket.match.game')}
              </VisuallyHidden>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {MATCH_SIDES.map((side) => (
            <tr key={side} data-testid={`match-${side}`} data-winner={match.winner === side}>
              <th scope="row">
                {match[side] ? <TeamPlayers team={match[side]} /> : <Tbd>{toBeDecided}</Tbd>}
                {match.winner === side ? (
                  <Winner>
                    <CheckCircleIcon size={14} />
                    <VisuallyHidden> {t('bracket.match.winner')}</VisuallyHidden>
                  </Winner>
                ) : null}
              </th>
              <Games match={match} side={side} />
            </tr>
          ))}
        </tbody>
      </Score>
      {action ? <Action>{action}</Action> : null}
    </Card>
  );
}
