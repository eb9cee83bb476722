import styled from 'styled-components';
import type { Draw, Match } from '@padel/contracts';
import { useFormats } from '@padel/platform';
import { CourtName, UserText } from '@padel/ui-kit';
import { T, useT } from '../../../i18n';
import { orderOfPlay } from '../lib/order-of-play';

const Day = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  h3 {
    font-size: 1.1rem;
    font-weight: 800;
  }
`;

const Courts = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
  gap: 12px;
`;

const Court = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: 12px;
  min-inline-size: 0;
  h4 {
    font-weight: 700;
    margin-block-end: 8px;
  }
`;

const Slots = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const Slot = styled.li`
  display: flex;
  flex-direction: column;
  gap: 2px;
  overflow-wrap: anywhere;
  &[data-now='true'] {
    font-weight: 700;
  }
`;

const Tag = styled.span`
  align-self: flex-start;
  padding: 0 8px;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 700;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

function Teams({ match }: { match: Match }) {
  const t = useT();
  const name = (side: 'team1' | 'team2') => <UserText>{match[side]?.name ?? t('orderOfPlay.toBeDecided')}</UserText>;
  return <T id="orderOfPlay.versus" values={{ team1: name('team1'), team2: name('team2') }} />;
}

/** The tournament's order of play: by day, then by court, each court saying what is on now and what comes next. */
export function OrderOfPlay({ draw }: { draw: Draw }) {
  const format = useFormats();
  const { days, unscheduled } = orderOfPlay(draw);
  if (days.length === 0)
    return (
      <Note>
        <T id="orderOfPlay.empty" />
      </Note>
    );
  return (
    <>
      {days.map((day) => (
        <Day key={day.day} aria-label={format.leagueDay(day.firstStart)} data-testid="order-of-play-day">
          <h3>{format.leagueDay(day.firstStart)}</h3>
          <Courts>
            {day.courts.map((court) => (
              <Court key={court.court} data-testid="order-of-play-court" data-court={court.court}>
                <h4>
                  <CourtName court={court.court} />
                </h4>
                <Slots>
                  {court.matches.map((match) => (
                    <Slot key={match.id} data-match-id={match.id} data-now={match === court.now}>
                      {match === court.now ? (
                        <Tag>
                          <T id="orderOfPlay.now" />
                        </Tag>
                      ) : null}
                      {match === court.next ? (
                        <Tag>
                          <T id="orderOfPlay.next" />
                        </Tag>
                      ) : null}
                      <span>{format.matchStart(match.starts_at as string)}</span>
                      <span>
                        <Teams match={match} />
                      </span>
                    </Slot>
                  ))}
                </Slots>
              </Court>
            ))}
          </Courts>
        </Day>
      ))}
      {unscheduled > 0 ? (
        <Note>
          <T id="orderOfPlay.unscheduled" values={{ count: unscheduled }} />
        </Note>
      ) : null}
    </>
  );
}
