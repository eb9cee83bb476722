import styled from 'styled-components';
import type { TournamentListItem } from '@padel/contracts';
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

/** Location, start and end date, then the status text. */
export function TournamentFacts({ tournament }: { tournament: TournamentListItem }) {
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
      </Facts>
      <StatusText tournament={tournament} />
    </>
  );
}

/** Register Now for an upcoming tournament (disabled outside the entry window: the status text above says why). */
export function RegisterAction({
  tournament,
  onRegister,
  disabled,
}: {
  tournament: TournamentListItem;
  onRegister: (tournament: TournamentListItem) => void;
  disabled: boolean;
}) {
  const entryWindowOf = useEntryWindowOf();
  if (tournament.status !== 'Upcoming') return null;
  const { state } = entryWindowOf(tournament);
  return (
    <Actions>
      <Button $size="lg" disabled={disabled || state !== 'open'} onClick={() => onRegister(tournament)}>
        <T id="tournament.registerNow" />
      </Button>
    </Actions>
  );
}
