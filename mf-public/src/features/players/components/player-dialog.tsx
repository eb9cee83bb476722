import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { RankingEntry } from '@padel/contracts';
import { messageOf, usePlayer, usePlayerRanking } from '@padel/api';
import { Avatar, Badge, Dialog, LoadingState } from '@padel/ui-kit';
import { formatCount, handLabel, playerCountry, playerName, playerWinRate, rankingLabel } from '../lib/rankings';
import { PointsExplanation } from './points-explanation';
import { RankChange } from './rank-change';
import { TeamPanel } from './team-panel';

const Identity = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  margin-bottom: 8px;
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 8px;
`;

const Country = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Section = styled.section`
  margin-top: 20px;
  h3 {
    font-size: 0.8rem;
    text-transform: uppercase;
    letter-spacing: 0.08em;
    color: ${({ theme }) => theme.colors.textMuted};
    margin-bottom: 10px;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(130px, 1fr));
  gap: 10px;
  margin: 0;
  div {
    padding: 10px 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  dt {
    font-size: 0.8rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 2px 0 0;
    font-weight: 700;
    font-size: 1.05rem;
  }
`;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const Problem = styled.p`
  margin-top: 12px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The player `playerId` (null: closed): photo, name, country, rank and points badges, Player Information (GET
 * /api/players/:id), Statistics, how the points were earned, then team management. `entry` is the player's line of
 * the list on screen, shown at once; a player opened by link waits for their ranking.
 */
export function PlayerDialog({ playerId, entry, onClose }: { playerId: string | null; entry?: RankingEntry; onClose: () => void }) {
  const ranking = usePlayerRanking(playerId);
  const profile = usePlayer(playerId);
  const player = ranking.data?.player ?? entry ?? null;
  const name = player ? playerName(player) : 'Player';
  const winRate = player ? playerWinRate(player) : null;
  const details = profile.data;
  const information = details
    ? [
        { label: 'Strong Hand', value: handLabel(details.strong_hand) },
        { label: 'Court Side', value: handLabel(details.court_side) },
        { label: 'Height', value: details.height?.trim() || null },
      ].filter((fact) => fact.value)
    : [];

  return (
    <Dialog
      open={playerId !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      width="600px"
      title={name}
      eyebrow={
        player ? (
          <Identity>
            <Avatar name={name} src={player.photo_url} size={72} />
            <div>
              <Country>{playerCountry(player)}</Country>
              <Badges>
                <Badge $variant="accent">Rank {rankingLabel(player.ranking)}</Badge>
                <Badge $variant="secondary">{formatCount(player.points)} points</Badge>
                <RankChange entry={player} />
              </Badges>
            </div>
          </Identity>
        ) : null
      }
    >
      {player && playerId ? (
        <>
          {information.length > 0 ? (
            <Section aria-labelledby="player-information-heading">
              <h3 id="player-information-heading">Player Information</h3>
              <Facts>
                {information.map((fact) => (
                  <Fact key={fact.label} label={fact.label}>
                    {fact.value}
                  </Fact>
                ))}
              </Facts>
            </Section>
          ) : null}
          <Section aria-labelledby="player-statistics-heading">
            <h3 id="player-statistics-heading">Statistics</h3>
            <Facts>
              <Fact label="Matches Played">{player.matches_played}</Fact>
              <Fact label="Matches Won">{player.wins}</Fact>
              <Fact label="Matches Lost">{player.losses}</Fact>
              {winRate ? <Fact label="Win Rate">{winRate}</Fact> : null}
              <Fact label="Titles Won">{player.titles_won}</Fact>
              <Fact label="Ranking Points">{formatCount(player.points)}</Fact>
            </Facts>
          </Section>
          <Section aria-labelledby="player-points-heading">
            <h3 id="player-points-heading">How these points were earned</h3>
            <PointsExplanation playerId={playerId} />
          </Section>
          <TeamPanel playerId={playerId} />
        </>
      ) : ranking.isError ? (
        <Problem role="alert">{messageOf(ranking.error, 'Failed to fetch players')}</Problem>
      ) : (
        <LoadingState label="Loading player" />
      )}
    </Dialog>
  );
}
