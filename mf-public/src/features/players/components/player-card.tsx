import styled from 'styled-components';
import type { RankingEntry } from '@padel/contracts';
import { Avatar, media, UserText, VisuallyHidden } from '@padel/ui-kit';
import { AppLink, formatCount } from '@padel/platform';
import { CardOpenButton } from '../../../components/card-open-button';
import { useIntl } from 'react-intl';
import { T, useT } from '../../../i18n';
import { playerCountry, playerName, rankingLabel } from '../lib/rankings';
import { RankChange } from './rank-change';

const Row = styled.li`
  position: relative;
  display: grid;
  /* The rank's column grows with its number (a league's five-digit ranks), never under the avatar. */
  grid-template-columns: minmax(40px, auto) auto minmax(0, 1fr) auto;
  align-items: center;
  gap: 10px;
  padding: 12px;
  ${media.sm} {
    grid-template-columns: minmax(48px, auto) auto minmax(0, 1fr) auto;
    gap: 14px;
    padding: 14px 16px;
  }
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition:
    box-shadow 150ms ease,
    transform 150ms ease;
  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.md};
    transform: translateY(-1px);
  }
`;

/** Four characters and more ("#1,234") in a smaller size, so a league's ranks stay a narrow column on a phone. */
const Rank = styled.span<{ $top: boolean; $long: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
  font-size: ${({ $long }) => ($long ? '0.95rem' : '1.25rem')};
  font-weight: 900;
  color: ${({ theme, $top }) => ($top ? theme.colors.accentInk : theme.colors.text)};
`;

const Who = styled.div`
  min-width: 0;
`;

/** Names wrap on phones and are cut with an ellipsis on wider screens. */
const Name = styled.h3`
  font-size: 1rem;
  font-weight: 700;
  overflow-wrap: anywhere;
  ${media.md} {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Country = styled.p`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Above the card's stretched open button, so it takes its own clicks (decision 197). */
const PageLink = styled(AppLink)`
  position: relative;
  z-index: 1;
  font-size: 0.8rem;
  font-weight: 600;
`;

const Points = styled.p`
  text-align: end;
  font-weight: 800;
  font-size: 1.1rem;
  span {
    display: block;
    font-size: 0.7rem;
    font-weight: 600;
    letter-spacing: 0.06em;
    /* Spacing would break the joined letters of Arabic. */
    &:lang(ar) {
      letter-spacing: normal;
    }
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Ranking (a dash if none), its movement since the previous edition, photo or initials, name, country and points (SPEC §2 Cards). */
export function PlayerCard({ player, onOpen }: { player: RankingEntry; onOpen?: (player: RankingEntry) => void }) {
  const intl = useIntl();
  const t = useT();
  const name = playerName(intl, player);
  const rank = rankingLabel(intl, player.ranking);
  return (
    <Row data-testid="player-card">
      <Rank data-testid="player-rank" $top={player.ranking !== null && player.ranking <= 3} $long={rank.length > 4}>
        <VisuallyHidden>
          {player.ranking ? <T id="player.card.rank" values={{ ranking: player.ranking }} /> : <T id="player.card.notRanked" />}
        </VisuallyHidden>
        <span aria-hidden="true">{rank}</span>
        <RankChange entry={player} />
      </Rank>
      <Avatar name={name} src={player.photo_url} size={44} />
      <Who>
        <Name>
          {onOpen ? (
            <CardOpenButton onClick={() => onOpen(player)}>
              <UserText>{name}</UserText>
            </CardOpenButton>
          ) : (
            <UserText>{name}</UserText>
          )}
        </Name>
        <Country>{playerCountry(intl, player)}</Country>
        <PageLink href={`/players/${encodeURIComponent(player.id)}`} aria-label={t('playerPage.linkFor', { name })}>
          <T id="playerPage.link" />
        </PageLink>
      </Who>
      <Points>
        {formatCount(intl, player.points)}
        <span>
          <T id="player.card.points" />
        </span>
      </Points>
    </Row>
  );
}
