import type { LegacyRegistration, Team, TournamentEntry } from '@padel/contracts';
import { Badge, Button } from '@padel/ui-kit';
import { categoryLabels, formatLongDate, partnerNameOf, UNKNOWN_PARTNER, UNKNOWN_TOURNAMENT } from '@padel/api';
import { SectionList } from '../../../components/section-list';

function entryDetails(entry: TournamentEntry, userId: string): string {
  const parts = [`With ${partnerNameOf(entry.team, userId)}`, categoryLabels[entry.category], `Level ${entry.level}`];
  if (entry.tournament) parts.push(formatLongDate(entry.tournament.start_date));
  return parts.join(' · ');
}

/** Withdrawing an entry: offered only on entries of upcoming tournaments; the page asks first and sends it. */
export interface WithdrawAction {
  canWithdraw: (entry: TournamentEntry) => boolean;
  withdrawing: boolean;
  onWithdraw: (entry: TournamentEntry) => void;
}

function WithdrawButton({ entry, title, action }: { entry: TournamentEntry; title: string; action: WithdrawAction }) {
  if (!action.canWithdraw(entry)) return null;
  return (
    <Button
      $size="sm"
      $variant="outline"
      disabled={action.withdrawing}
      onClick={() => action.onWithdraw(entry)}
      aria-label={`Withdraw entry for ${title}`}
    >
      Withdraw
    </Button>
  );
}

/**
 * Entries waiting for a confirmation: Confirm for the member who still has to, a waiting badge for the other; an entry
 * still pending when its tournament was drawn says it missed the draw (the service refuses to confirm it then).
 * The page owns the confirm action, so its toast still shows after this section empties and unmounts.
 */
export function PendingConfirmations({
  entries,
  userId,
  confirming,
  onConfirm,
  withdraw,
}: {
  entries: readonly TournamentEntry[];
  userId: string;
  confirming: boolean;
  onConfirm: (entry: TournamentEntry) => void;
  withdraw: WithdrawAction;
}) {
  const items = entries.map((entry) => {
    const title = entry.tournament?.title ?? UNKNOWN_TOURNAMENT;
    const mine = !entry.confirmed_by.includes(userId);
    return {
      id: entry.id,
      name: title,
      detail: entryDetails(entry, userId),
      actions: (
        <>
          {entry.missed_draw ? (
            <Badge $variant="secondary">Missed the draw</Badge>
          ) : mine ? (
            <Button $size="sm" disabled={confirming} onClick={() => onConfirm(entry)} aria-label={`Confirm entry for ${title}`}>
              Confirm
            </Button>
          ) : (
            <Badge $variant="outline">Waiting for your partner</Badge>
          )}
          <WithdrawButton entry={entry} title={title} action={withdraw} />
        </>
      ),
    };
  });
  return (
    <SectionList
      titleId="pending-confirmations-title"
      title="Pending Confirmations"
      description="Entries waiting for a team member to confirm."
      rowTestId="pending-entry"
      items={items}
    />
  );
}

export function ConfirmedEntries({
  entries,
  userId,
  withdraw,
}: {
  entries: readonly TournamentEntry[];
  userId: string;
  withdraw: WithdrawAction;
}) {
  const items = entries.map((entry) => {
    const title = entry.tournament?.title ?? UNKNOWN_TOURNAMENT;
    return {
      id: entry.id,
      name: title,
      detail: entryDetails(entry, userId),
      actions: (
        <>
          <Badge $variant="default">Confirmed</Badge>
          <WithdrawButton entry={entry} title={title} action={withdraw} />
        </>
      ),
    };
  });
  return (
    <SectionList
      titleId="confirmed-entries-title"
      title="Confirmed Entries"
      description="Tournaments your teams are entered in."
      rowTestId="confirmed-entry"
      items={items}
    />
  );
}

/**
 * Older registrations (per-player flags) where the user's own flag is not set. The page passes only those not
 * already listed under Pending Confirmations, so one entry never shows two Confirm buttons.
 */
export function PendingTournamentConfirmations({
  registrations,
  teams,
  tournamentNames,
  userId,
  confirming,
  onConfirm,
}: {
  registrations: readonly LegacyRegistration[];
  teams: readonly Team[];
  tournamentNames: ReadonlyMap<string, string>;
  userId: string;
  confirming: boolean;
  onConfirm: (registration: LegacyRegistration) => void;
}) {
  const items = registrations.map((registration) => {
    const title = tournamentNames.get(registration.tournamentId) ?? UNKNOWN_TOURNAMENT;
    const team = teams.find((candidate) => candidate.id === registration.teamId);
    const partner = team ? partnerNameOf(team, userId) : UNKNOWN_PARTNER;
    return {
      id: registration.id,
      name: title,
      detail: `With ${partner} · ${categoryLabels[registration.tier]} · Level ${registration.level}`,
      actions: (
        <Button $size="sm" disabled={confirming} onClick={() => onConfirm(registration)} aria-label={`Confirm registration for ${title}`}>
          Confirm
        </Button>
      ),
    };
  });
  return (
    <SectionList
      titleId="pending-tournament-confirmations-title"
      title="Pending Tournament Confirmations"
      description="Registrations your partner made that need your confirmation."
      rowTestId="pending-registration"
      items={items}
    />
  );
}
