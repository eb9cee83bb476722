import styled, { keyframes } from 'styled-components';
import type { TournamentListItem } from '@padel/contracts';
import { Badge, MapPinIcon, UserText } from '@padel/ui-kit';
import { tournamentPath } from '../lib/tournaments';
import { T } from '../../../i18n';
import { bold, RichT } from '../../../i18n/rich';
import { TitleLink } from './tournament-card';
import { useFormat } from '../../../i18n/format';

const pulse = keyframes`
  0% { transform: scale(1); opacity: 1; }
  70%, 100% { transform: scale(3); opacity: 0; }
`;

const Body = styled.article`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 20px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.heroFrom}, ${({ theme }) => theme.colors.heroTo});
  color: #f5f8fb;
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

/**
 * The live dot and its pulse, a red ring that grows to 24 px and fades. Transform and opacity only (decision 160): the
 * compositor animates them without the main thread, where a box-shadow animation repainted the card on every frame.
 */
const Dot = styled.span`
  position: relative;
  width: 8px;
  height: 8px;
  &::before,
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: 50%;
  }
  &::before {
    background: rgba(217, 45, 32, 0.6);
    animation: ${pulse} 1.6s infinite;
  }
  &::after {
    background: #ffffff;
  }
`;

const Name = styled.h3`
  font-size: 1.2rem;
  font-weight: 800;
`;

const Location = styled.p`
  display: flex;
  align-items: center;
  gap: 6px;
  color: rgba(245, 248, 251, 0.85);
  font-size: 0.9rem;
`;

const Now = styled.p`
  margin-top: 4px;
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: rgba(255, 255, 255, 0.1);
  font-size: 0.9rem;
  strong {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

/** Name (a link to the tournament's page), location and an optional Now line (SPEC §2 Cards). */
export function LiveTournamentCard({ tournament, now }: { tournament: TournamentListItem; now?: string }) {
  const format = useFormat();
  return (
    <Body data-testid="live-tournament-card">
      <div>
        <Badge $variant="live">
          <Dot aria-hidden="true" /> <T id="tournament.live" />
        </Badge>
      </div>
      <Name>
        <TitleLink href={tournamentPath(tournament.id)}>
          <UserText>{tournament.name}</UserText>
        </TitleLink>
      </Name>
      <Location>
        <MapPinIcon size={16} />
        {format.location(tournament.location)}
      </Location>
      {now ? (
        <Now>
          <RichT id="tournament.now" values={{ round: now, b: bold }} />
        </Now>
      ) : null}
    </Body>
  );
}
