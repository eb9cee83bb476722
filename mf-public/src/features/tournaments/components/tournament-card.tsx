import styled from 'styled-components';
import type { TournamentListItem } from '@padel/contracts';
import { Badge, Button, CalendarIcon, Card, MapPinIcon, SpreadRow, TierBadge, TrophyIcon, UserText } from '@padel/ui-kit';
import { AppLink } from '@padel/platform';
import { T, useT } from '../../../i18n';
import { bold, RichT } from '../../../i18n/rich';
import { useFormat } from '../../../i18n/format';
import { tournamentPath } from '../lib/tournaments';

/** The tier badge of every screen (ui-kit's, one colour per tier), kept here for this feature's other components. */
export { TierBadge };

/** The tournament's name as a link to its page. */
export const TitleLink = styled(AppLink)`
  color: inherit;
  text-decoration: none;
  &:hover,
  &:focus-visible {
    text-decoration: underline;
  }
`;

const Body = styled(Card).attrs({ as: 'article' })`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 20px;
  border-block-start: 4px solid ${({ theme }) => theme.colors.primary};
`;

const Name = styled.h3`
  font-size: 1.15rem;
  font-weight: 800;
`;

const Line = styled.p`
  display: flex;
  align-items: center;
  gap: 6px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
  svg {
    flex-shrink: 0;
  }
`;

const ChampionLine = styled(Line)`
  color: ${({ theme }) => theme.colors.text};
  svg {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Top = styled(SpreadRow)`
  flex-wrap: nowrap;
  min-height: 24px;
`;

const Footer = styled.div`
  margin-top: auto;
  padding-top: 6px;
`;

/**
 * Optional tier badge, name (a link to the tournament's page), date range, location, the champion once the final is
 * finished, and View Details (SPEC §2 Cards).
 */
export function TournamentCard({
  tournament,
  onOpen,
}: {
  tournament: TournamentListItem;
  onOpen: (tournament: TournamentListItem) => void;
}) {
  const t = useT();
  const format = useFormat();
  return (
    <Body data-testid="tournament-card" aria-labelledby={`tournament-${tournament.id}-name`}>
      <Top>
        {tournament.tier ? <TierBadge tier={tournament.tier} /> : <span />}
        {tournament.status === 'Live' ? (
          <Badge $variant="live">
            <T id="tournament.live" />
          </Badge>
        ) : null}
      </Top>
      <Name id={`tournament-${tournament.id}-name`}>
        <TitleLink href={tournamentPath(tournament.id)}>
          <UserText>{tournament.name}</UserText>
        </TitleLink>
      </Name>
      <Line>
        <CalendarIcon size={16} />
        {format.dateRange(tournament.startDate, tournament.endDate)}
      </Line>
      <Line>
        <MapPinIcon size={16} />
        {format.location(tournament.location)}
      </Line>
      {tournament.champion ? (
        <ChampionLine data-testid="tournament-champion">
          <TrophyIcon size={16} />
          <span>
            <RichT id="tournament.champion" values={{ team: <UserText>{tournament.champion}</UserText>, b: bold }} />
          </span>
        </ChampionLine>
      ) : null}
      <Footer>
        <Button
          $variant="outline"
          $fullWidth
          onClick={() => onOpen(tournament)}
          aria-label={t('tournament.viewDetailsOf', { name: tournament.name })}
        >
          <T id="tournament.viewDetails" />
        </Button>
      </Footer>
    </Body>
  );
}
