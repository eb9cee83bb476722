import { useId, useState } from 'react';
import styled from 'styled-components';
import type { Draw, Match } from '@padel/contracts';
import { useErrorText, useScheduleRound } from '@padel/api';
import { Button, Field, FormRow, Input, Label, Select, UserText } from '@padel/ui-kit';
import { T, useT } from '../../../i18n';
import { draftOf, fillGrid, slotsOf, type SlotDraft } from '../lib/schedule';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin-top: 24px;
  h3 {
    font-size: 1.1rem;
    font-weight: 800;
  }
`;

const Rows = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: 1fr;
  gap: 8px;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow-wrap: anywhere;
  @media (min-width: 640px) {
    grid-template-columns: 2fr 1fr 1.5fr;
    align-items: end;
  }
`;

const Message = styled.p`
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-weight: 600;
`;

const MAX_COURTS = 12;
const COURT_CHOICES = Array.from({ length: MAX_COURTS }, (_, index) => String(index + 1));

/** The round a schedule starts on: the first one with a match still to play. */
const openRound = (draw: Draw): number =>
  Math.max(
    0,
    draw.rounds.findIndex((round) => round.matches.some((match) => match.status === 'scheduled' || match.status === 'live')),
  );

/**
 * The order of play of one round at once: courts × time slots filled from the first start (or each match picked by
 * hand), sent as one request; the server refuses a court or a team booked twice at one time, and nothing changes then.
 */
export function RoundSchedule({ tournamentId, draw }: { tournamentId: string; draw: Draw }) {
  const t = useT();
  const errorText = useErrorText();
  const id = useId();
  const [roundIndex, setRoundIndex] = useState(() => openRound(draw));
  const round = draw.rounds[roundIndex] ?? draw.rounds[0];
  const matches: Match[] = round?.matches ?? [];
  const [courts, setCourts] = useState('2');
  const [firstStart, setFirstStart] = useState('');
  const [minutes, setMinutes] = useState('90');
  const [grid, setGrid] = useState<Record<string, SlotDraft>>({});
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const schedule = useScheduleRound(tournamentId, {
    onSuccess: () => {
      setGrid({});
      setMessage({ text: t('schedule.saved'), error: false });
    },
    onError: (error) => setMessage({ text: errorText(error, t('schedule.error.fallback')), error: true }),
  });
  const draft = (match: Match): SlotDraft => grid[match.id] ?? draftOf(match);
  const edit = (match: Match, change: Partial<SlotDraft>) =>
    setGrid((current) => ({ ...current, [match.id]: { ...draft(match), ...change } }));

  return (
    <Section aria-labelledby={`${id}-title`} data-testid="round-schedule">
      <h3 id={`${id}-title`}>
        <T id="schedule.title" />
      </h3>
      <FormRow>
        <Field>
          <Label htmlFor={`${id}-round`}>{t('schedule.round')}</Label>
          <Select
            id={`${id}-round`}
            value={String(roundIndex)}
            onChange={(event) => {
              setRoundIndex(Number(event.target.value));
              setGrid({});
              setMessage(null);
            }}
          >
            {draw.rounds.map((each, index) => (
              <option key={each.round} value={index}>
                {t(`match.round.${each.round}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field>
          <Label htmlFor={`${id}-courts`}>{t('schedule.courts')}</Label>
          <Input
            id={`${id}-courts`}
            type="number"
            min={1}
            max={MAX_COURTS}
            value={courts}
            onChange={(event) => setCourts(event.target.value)}
          />
        </Field>
      </FormRow>
      <FormRow>
        <Field>
          <Label htmlFor={`${id}-first`}>{t('schedule.firstStart')}</Label>
          <Input id={`${id}-first`} type="datetime-local" value={firstStart} onChange={(event) => setFirstStart(event.target.value)} />
        </Field>
        <Field>
          <Label htmlFor={`${id}-minutes`}>{t('schedule.minutes')}</Label>
          <Input
            id={`${id}-minutes`}
            type="number"
            min={15}
            max={300}
            step={15}
            value={minutes}
            onChange={(event) => setMinutes(event.target.value)}
          />
        </Field>
      </FormRow>
      <div>
        <Button
          type="button"
          $variant="outline"
          disabled={!firstStart}
          onClick={() => {
            const courtCount = Math.min(MAX_COURTS, Math.max(1, Math.floor(Number(courts)) || 1));
            setGrid(fillGrid(matches, courtCount, firstStart, Math.max(15, Number(minutes) || 90)));
            setMessage(null);
          }}
        >
          <T id="schedule.fill" />
        </Button>
      </div>
      <Rows aria-label={t('schedule.matches')}>
        {matches.map((match) => {
          const slot = draft(match);
          const teams = (
            <T
              id="schedule.versus"
              values={{
                team1: <UserText>{match.team1?.name ?? t('match.toBeDecided')}</UserText>,
                team2: <UserText>{match.team2?.name ?? t('match.toBeDecided')}</UserText>,
              }}
            />
          );
          const courtChoices = slot.court && !COURT_CHOICES.includes(slot.court) ? [slot.court, ...COURT_CHOICES] : COURT_CHOICES;
          return (
            <Row key={match.id} data-match-id={match.id}>
              <span>{teams}</span>
              <Field>
                <Label htmlFor={`${id}-${match.id}-court`}>{t('schedule.court')}</Label>
                <Select id={`${id}-${match.id}-court`} value={slot.court} onChange={(event) => edit(match, { court: event.target.value })}>
                  <option value="">{t('schedule.noCourt')}</option>
                  {courtChoices.map((court) => (
                    <option key={court} value={court}>
                      {t('schedule.courtNumber', { court })}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field>
                <Label htmlFor={`${id}-${match.id}-time`}>{t('schedule.startsAt')}</Label>
                <Input
                  id={`${id}-${match.id}-time`}
                  type="datetime-local"
                  value={slot.time}
                  onChange={(event) => edit(match, { time: event.target.value })}
                />
              </Field>
            </Row>
          );
        })}
      </Rows>
      {message ? <Message role={message.error ? 'alert' : 'status'}>{message.text}</Message> : null}
      <div>
        <Button
          type="button"
          disabled={schedule.isPending || matches.length === 0}
          onClick={() => schedule.mutate({ matches: slotsOf(matches, grid) })}
        >
          <T id="schedule.save" />
        </Button>
      </div>
    </Section>
  );
}
