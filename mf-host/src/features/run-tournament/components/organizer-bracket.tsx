import styled from 'styled-components';
import type { Draw } from '@padel/contracts';
import { ScoreLink } from './score-link';

// TODO(BracketView): replaced by @padel/api's shared BracketView with ScoreLink as its matchAction once it lands.
const Round = styled.section`
  margin-top: 16px;
  h3 {
    font-size: 1rem;
    margin-bottom: 6px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    padding: 8px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** The bracket round by round, with a Score (or Correct) button per playable match. */
export function OrganizerBracket({ tournamentId, draw }: { tournamentId: string; draw: Draw }) {
  return (
    <div aria-label="Bracket">
      {draw.rounds.map((round) => (
        <Round key={round.round} aria-label={round.label}>
          <h3>{round.label}</h3>
          <ul>
            {round.matches.map((match) => (
              <li key={match.id} data-testid="bracket-match">
                <span>
                  {match.team1?.name ?? 'To be decided'} vs {match.team2?.name ?? 'To be decided'}
                </span>
                <ScoreLink tournamentId={tournamentId} match={match} />
              </li>
            ))}
          </ul>
        </Round>
      ))}
    </div>
  );
}
