import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Player } from '@padel/contracts';
import { Avatar, Badge, Dialog } from '@padel/ui-kit';
import { TeamPanel } from './team-panel';
import { handLabel, playerCountry, playerName, playerWinRate, rankingLabel } from '../lib/rankings';

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

/** Photo, name, country, rank and points badges, Player Information, Statistics, then team management. */
export function PlayerDialog({ player, onClose }: { player: Player | null; onClose: () => void }) {
  const name = player ? playerName(player) : '';
  const winRate = player ? playerWinRate(player) : null;
  const information = player
    ? [
        { label: 'Strong Hand', value: handLabel(player.strong_hand) },
        { label: 'Court Side', value: handLabel(player.court_side) },
        { label: 'Height', value: player.height?.trim() || null },
      ].filter((fact) => fact.value)
    : [];

  return (
    <Dialog
      open={player !== null}
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
                <Badge $variant="secondary">{player.points.toLocaleString('en-US')} points</Badge>
              </Badges>
            </div>
          </Identity>
        ) : null
      }
    >
      {player ? (
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
              <Fact label="Ranking Points">{player.points.toLocaleString('en-US')}</Fact>
            </Facts>
          </Section>
          <TeamPanel player={player} />
        </>
      ) : null}
    </Dialog>
  );
}
