import styled from 'styled-components';
import { AppLink, useAuth, useFormats } from '@padel/platform';
import { Card, CardContent, CourtName, SharedT, UserText, useSharedT } from '@padel/ui-kit';
import { useNextMatch } from '@padel/api';

const Lines = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  overflow-wrap: anywhere;
  h2 {
    font-size: 1.1rem;
    font-weight: 800;
  }
`;

/**
 * "Your next match" for a signed-in player (decision 196): the tournament, the opponents, the court and the time (or
 * that it is live now). Nothing shows while it loads, when signed out, or when the player has no match ahead.
 */
export function NextMatchCard() {
  const { status } = useAuth();
  const next = useNextMatch();
  const t = useSharedT();
  const format = useFormats();
  const found = status === 'signed-in' ? next.data?.next : null;
  if (!found) return null;
  const { match, side, tournament_id: tournamentId, tournament_name: tournamentName } = found;
  const opponents = match[side === 'team1' ? 'team2' : 'team1']?.name ?? t('nextMatch.toBeDecided');
  return (
    <Card data-testid="next-match">
      <CardContent>
        <Lines>
          <h2>{t('nextMatch.title')}</h2>
          <AppLink href={`/tournaments/${encodeURIComponent(tournamentId)}`}>
            <UserText>{tournamentName}</UserText>
          </AppLink>
          <span>
            <SharedT id="nextMatch.against" values={{ team: <UserText>{opponents}</UserText> }} />
          </span>
          <span>
            {match.status === 'live' ? t('nextMatch.live') : match.starts_at ? format.matchStart(match.starts_at) : null}
            {match.court ? (
              <>
                {' · '}
                <CourtName court={match.court} />
              </>
            ) : null}
          </span>
        </Lines>
      </CardContent>
    </Card>
  );
}
