import styled from 'styled-components';
import type { TournamentDetail, TournamentListItem } from '@padel/contracts';
import { useEntryWindowOf } from '@padel/platform';
import { Badge, Button, CalendarIcon, MapPinIcon } from '@padel/ui-kit';
import { T } from '../../../i18n';
import { useFormat } from '../../../i18n/format';
import { STATUS_TEXT } from '../lib/tournaments';
import { TierBadge } from './tournament-card';

// The tournament's details as the detail dialog and the tournament page both show them.

const Eyebrow = styled.div`
  display: flex;
  gap: 8px;
  margin-bottom: 10px;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: 12px;
  margin: 16px 0 0;
  dt {
    display: flex;
    align-items: center;
    gap: 6px;
    font-size: 0.8rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  svg {
    color: ${({ theme }) => theme.colors.primary};
  }
  dd {
    margin: 2px 0 0;
    font-weight: 600;
  }
`;

const Status = styled.p<{ $live: boolean }>`
  margin-top: 18px;
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-inline-start: 4px solid ${({ theme, $live }) => ($live ? '#d92d20' : theme.colors.primary)};
`;

const Actions = styled.div`
  margin-top: 20px;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: 12px;
`;

/** Tier and LIVE badges, when there is either. */
export function TournamentBadges({ tournament }: { tournament: TournamentListItem }) {
  if (!tournament.tier && tournament.status !== 'Live') return null;
  return (
    <Eyebrow>
      {tournament.tier ? <TierBadge tier={tournament.tier} /> : null}
      {tournament.status === 'Live' ? (
        <Badge $variant="live">
          <T id="tournament.live" />
        </Badge>
      ) : null}
    </Eyebrow>
  );
}

/**
 * The status text: one message. An upcoming tournament says that registration is open, or, outside its entry window,
 * only when entries open or that they closed.
 */
function StatusText({ tournament }: { tournament: TournamentListItem }) {
  const entryWindowOf = useEntryWindowOf();
  const note = tournament.status === 'Upcoming' ? entryWindowOf(tournament).note : null;
  return (
    <Status $live={tournament.status === 'Live'} data-testid="tournament-status-text">
      {note ? <span data-testid="entry-window-note">{note}</span> : <T id={STATUS_TEXT[tournament.status]} />}
    </Status>
  );
}

/** A tournament as the list gives it, or as its page does: with its places, waitlist and entry fee (decision 198). */
type ShownTournament = TournamentListItem & Partial<Pick<TournamentDetail, 'maxTeams' | 'placesTaken' | 'waitlistLength' | 'entryFee'>>;

/** Every place of a tournament with a capacity is taken: entering joins the waitlist. */
export const isFull = ({ maxTeams, placesTaken }: ShownTournament): boolean => !!maxTeams && (placesTaken ?? 0) >= maxTeams;

/** The entry fee as a fact of a list of facts: "AED 200 per team". */
export function EntryFeeFact({ amount, testId }: { amount: number; testId: string }) {
  return (
    <div>
      <dt>
        <T id="tournament.entryFee" />
      </dt>
      <dd data-testid={testId}>
        <T id="tournament.entryFee.amount" values={{ amount }} />
      </dd>
    </div>
  );
}

/** "n of N places taken" (and the waitlist's length) for a tournament with a capacity; its entry fee when it has one. */
function PlacesAndFee({ tournament }: { tournament: ShownTournament }) {
  const { maxTeams, placesTaken = 0, waitlistLength = 0, entryFee } = tournament;
  if (!maxTeams && !entryFee) return null;
  return (
    <>
      {maxTeams ? (
        <div>
          <dt>
            <T id="tournament.places" />
          </dt>
          <dd data-testid="tournament-places">
            <T id="tournament.placesTaken" values={{ taken: placesTaken, max: maxTeams }} />
            {waitlistLength > 0 ? (
              <>
                {' · '}
                <T id="tournament.waitlistLength" values={{ count: waitlistLength }} />
              </>
            ) : null}
          </dd>
        </div>
      ) : null}
      {entryFee ? <EntryFeeFact amount={entryFee} testId="tournament-entry-fee" /> : null}
    </>
  );
}

/** Location, start and end date, places and fee (on its page), then the status text. */
export function TournamentFacts({ tournament }: { tournament: ShownTournament }) {
  const format = useFormat();
  return (
    <>
      <Facts>
        <div>
          <dt>
            <MapPinIcon size={16} /> <T id="tournament.location" />
          </dt>
          <dd>{format.location(tournament.location)}</dd>
        </div>
        <div>
          <dt>
            <CalendarIcon size={16} /> <T id="tournament.startDate" />
          </dt>
          <dd>{format.leagueDay(tournament.startDate)}</dd>
        </div>
        <div>
          <dt>
            <CalendarIcon size={16} /> <T id="tournament.endDate" />
          </dt>
          <dd>{format.leagueDay(tournament.endDate)}</dd>
        </div>
        <PlacesAndFee tournament={tournament} />
      </Facts>
      <StatusText tournament={tournament} />
    </>
  );
}

/**
 * Register Now for an upcoming tournament (disabled outside the entry window: the status text above says why); "Join
 * the waitlist" once every place is taken.
 */
export function RegisterAction({
  tournament,
  onRegister,
  disabled,
}: {
  tournament: ShownTournament;
  onRegister: (tournament: TournamentListItem) => void;
  disabled: boolean;
}) {
  const entryWindowOf = useEntryWindowOf();
  if (tournament.status !== 'Upcoming') return null;
  const { state } = entryWindowOf(tournament);
  return (
    <Actions>
      <Button $size="lg" disabled={disabled || state !== 'open'} onClick={() => onRegister(tournament)}>
        <T id={isFull(tournament) ? 'tournament.joinWaitlist' : 'tournament.registerNow'} />
      </Button>
    </Actions>
  );
}
