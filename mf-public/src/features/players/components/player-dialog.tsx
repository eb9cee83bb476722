import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { RankingEntry } from '@padel/contracts';
import { useIntl } from 'react-intl';
import { useErrorText, usePlayer, usePlayerRanking } from '@padel/api';
import { AppLink, formatCount, heightOf } from '@padel/platform';
import { Avatar, Badge, Dialog, LoadingState, UserText } from '@padel/ui-kit';
import { T, useT } from '../../../i18n';
import { playerCountry, playerName, playerWinRate, rankingLabel } from '../lib/rankings';
import { PointsExplanation } from './points-explanation';
import { RankChange } from './rank-change';
import { Facts } from './facts';
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
    /* Spacing would break the joined letters of Arabic. */
    &:lang(ar) {
      letter-spacing: normal;
    }
    color: ${({ theme }) => theme.colors.textMuted};
    margin-bottom: 10px;
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
  const intl = useIntl();
  const t = useT();
  const errorText = useErrorText();
  const name = player ? playerName(intl, player) : t('player.dialog.defaultTitle');
  const winRate = player ? playerWinRate(intl, player) : null;
  const details = profile.data;
  const hand = { left: t('player.hand.left'), right: t('player.hand.right') };
  const side = { left: t('player.side.left'), right: t('player.side.right') };
  const information = details
    ? [
        { label: t('player.dialog.strongHand'), value: details.strong_hand ? hand[details.strong_hand] : null },
        { label: t('player.dialog.courtSide'), value: details.court_side ? side[details.court_side] : null },
        { label: t('player.dialog.height'), value: details.height?.trim() ? heightOf(intl, details.height) : null },
      ].filter((fact) => fact.value)
    : [];

  return (
    <Dialog
      open={playerId !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      width="600px"
      title={<UserText>{name}</UserText>}
      eyebrow={
        player ? (
          <Identity>
            <Avatar name={name} src={player.photo_url} size={72} />
            <div>
              <Country>{playerCountry(intl, player)}</Country>
              <Badges>
                <Badge $variant="accent">
                  <T id="player.dialog.rank" values={{ rank: rankingLabel(intl, player.ranking) }} />
                </Badge>
                <Badge $variant="secondary">
                  <T id="player.dialog.points" values={{ points: formatCount(intl, player.points) }} />
                </Badge>
                <RankChange entry={player} />
              </Badges>
              <AppLink href={`/players/${encodeURIComponent(player.id)}`} onClick={onClose}>
                <T id="playerPage.link" />
              </AppLink>
            </div>
          </Identity>
        ) : null
      }
    >
      {player && playerId ? (
        <>
          {information.length > 0 ? (
            <Section aria-labelledby="player-information-heading">
              <h3 id="player-information-heading">
                <T id="player.dialog.information" />
              </h3>
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
            <h3 id="player-statistics-heading">
              <T id="player.dialog.statistics" />
            </h3>
            <Facts>
              <Fact label={t('player.dialog.matchesPlayed')}>{formatCount(intl, player.matches_played)}</Fact>
              <Fact label={t('player.dialog.matchesWon')}>{formatCount(intl, player.wins)}</Fact>
              <Fact label={t('player.dialog.matchesLost')}>{formatCount(intl, player.losses)}</Fact>
              {winRate ? <Fact label={t('player.dialog.winRate')}>{winRate}</Fact> : null}
              <Fact label={t('player.dialog.titlesWon')}>{formatCount(intl, player.titles_won)}</Fact>
              <Fact label={t('player.dialog.rankingPoints')}>{formatCount(intl, player.points)}</Fact>
            </Facts>
          </Section>
          <Section aria-labelledby="player-points-heading">
            <h3 id="player-points-heading">
              <T id="player.dialog.pointsHeading" />
            </h3>
            <PointsExplanation playerId={playerId} />
          </Section>
          <TeamPanel playerId={playerId} />
        </>
      ) : ranking.isError ? (
        <Problem role="alert">{errorText(ranking.error, t('ranking.failed'))}</Problem>
      ) : (
        <LoadingState label={t('player.dialog.loading')} />
      )}
    </Dialog>
  );
}
