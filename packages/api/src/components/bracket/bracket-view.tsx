import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import type { BracketTeam, Draw, Match } from '@padel/contracts';
import { Badge, SharedT, TrophyIcon, useSharedT, UserText } from '@padel/ui-kit';
import { useLabels } from '@padel/api';
import { MatchCard } from './match-card';

type HeadingLevel = 2 | 3 | 4;
const headingTag = (level: HeadingLevel) => `h${level}` as const;

/**
 * The rounds side by side in their own scrolling region, in reading order: the first round at the inline start (the
 * left in English, the right in Arabic; a flex row mirrors by itself, so nothing here is left or right) (a phone shows one round and the start of the next; the
 * region takes keyboard focus so arrow keys scroll it), never widening the page.
 */
const Region = styled.div`
  /* Positioned, so that the visually hidden table headers stay inside the scrolling region (not the page's overflow). */
  position: relative;
  max-inline-size: 100%;
  overflow-x: auto;
  overscroll-behavior-inline: contain;
  scroll-snap-type: inline proximity;
  padding-block-end: 8px;
  border-radius: ${({ theme }) => theme.radii.md};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const Rounds = styled.div`
  display: flex;
  gap: 16px;
  inline-size: max-content;
`;

const Round = styled.section`
  display: flex;
  flex-direction: column;
  inline-size: min(272px, calc(100vw - 72px));
  scroll-snap-align: start;
`;

const RoundHeading = styled.h3`
  font-size: 0.95rem;
  font-weight: 800;
  padding-block-end: 8px;
  margin-block-end: 8px;
  border-block-end: 2px solid ${({ theme }) => theme.colors.primary};
`;

const Matches = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  flex: 1;
  display: flex;
  flex-direction: column;
  justify-content: space-around;
  gap: 12px;
`;

const Bye = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
  padding-block: 8px;
  padding-inline: 12px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const ChampionCard = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 6px;
  margin-block: auto;
  padding: 16px;
  text-align: center;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentText};
  strong {
    font-size: 1.05rem;
    overflow-wrap: anywhere;
  }
`;

/** The champion: trophy, "Champion" (unless a heading says it already) and the team's name. */
export function Champion({ team, labelled = true }: { team: BracketTeam; labelled?: boolean }) {
  return (
    <ChampionCard data-testid="champion">
      <TrophyIcon size={28} />
      {labelled ? (
        <span>
          <SharedT id="bracket.champion" />
        </span>
      ) : null}
      <strong>
        <UserText>{team.name}</UserText>
      </strong>
    </ChampionCard>
  );
}

export interface BracketViewProps {
  draw: Draw;
  /** Something to do with a match (e.g. the organizer's Score button), shown at the foot of its card. */
  matchAction?: (match: Match) => ReactNode;
  /** Live matches get a red edge (their current game is shown either way). Default true. */
  highlightLive?: boolean;
  /** Level of the round headings (the champion's too). Default 3. */
  headingLevel?: HeadingLevel;
  /** Name of the scrolling region (already translated). Default "Bracket" in the reader's language. */
  label?: string;
}

/**
 * The bracket round by round: each round a section with its heading (Round of 16 … Final) and the ordered list of its
 * matches, the first round's byes after its matches, then the champion once the final is done.
 */
export function BracketView({ draw, matchAction, highlightLive = true, headingLevel = 3, label }: BracketViewProps) {
  const baseId = useId();
  const t = useSharedT();
  const labels = useLabels();
  const nextRound = draw.rounds[1];
  return (
    <Region role="region" aria-label={label ?? t('bracket.region')} tabIndex={0} data-testid="bracket">
      <Rounds>
        {draw.rounds.map((round, index) => {
          const headingId = `${baseId}-${round.round}`;
          const byes = index === 0 ? draw.byes : [];
          return (
            <Round key={round.round} aria-labelledby={headingId} data-round={round.round}>
              <RoundHeading as={headingTag(headingLevel)} id={headingId}>
                {labels.round(round.round)}
              </RoundHeading>
              <Matches aria-labelledby={headingId}>
                {round.matches.map((match) => (
                  <li key={match.id}>
                    <MatchCard match={match} highlightLive={highlightLive} action={matchAction?.(match)} />
                  </li>
                ))}
                {byes.map((team) => (
                  <li key={team.team_id}>
                    <Bye data-testid="bye">
                      <strong>
                        <UserText>{team.name}</UserText>
                      </strong>
                      <Badge $variant="outline">
                        <SharedT id="bracket.bye" />
                      </Badge>
                      {nextRound ? (
                        <span>
                          <SharedT id="bracket.byeThrough" values={{ round: labels.round(nextRound.round) }} />
                        </span>
                      ) : null}
                    </Bye>
                  </li>
                ))}
              </Matches>
            </Round>
          );
        })}
        {draw.champion ? (
          <Round aria-labelledby={`${baseId}-champion`}>
            <RoundHeading as={headingTag(headingLevel)} id={`${baseId}-champion`}>
              <SharedT id="bracket.champion" />
            </RoundHeading>
            <Champion team={draw.champion} labelled={false} />
          </Round>
        ) : null}
      </Rounds>
    </Region>
  );
}
