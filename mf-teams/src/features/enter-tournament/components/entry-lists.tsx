import type { LegacyRegistration, Team, TournamentEntry } from '@padel/contracts';
import type { ReactNode } from 'react';
import { Badge, Button, UserText } from '@padel/ui-kit';
import { SectionList } from '../../../components/section-list';
import { T, useT } from '../../../i18n';
import { useFormats } from '../../../i18n/formats';

/**
 * An entry's line: the partner, its tournament's tier and level (Major for a Major, whose category is gold; the entry's
 * own when the tournament is gone), and the tournament's first day when known.
 */
/**
 * An entry line's values: the partner's name and the level's Latin letter isolated from the line, so that
 * "المستوى D · 20 فبراير" keeps its order on the Arabic site (decision 195).
 */
const detailValues = (partner: string, category: string, level: string) => ({
  partner: <UserText>{partner}</UserText>,
  category,
  level: <UserText>{level}</UserText>,
});

function useEntryDetails() {
  const format = useFormats();
  return (entry: TournamentEntry, userId: string): ReactNode => {
    const tier = entry.tournament?.tier ?? entry.tournament?.category ?? entry.category;
    const level = entry.tournament?.level ?? entry.level;
    const values = detailValues(format.partner(entry.team, userId), format.tier(tier), level);
    return entry.tournament ? (
      <T id="entry.detailWithDate" values={{ ...values, date: format.longDate(entry.tournament.start_date) }} />
    ) : (
      <T id="entry.detail" values={values} />
    );
  };
}

/** Withdrawing an entry: offered only on entries of upcoming tournaments; the page asks first and sends it. */
export interface WithdrawAction {
  canWithdraw: (entry: TournamentEntry) => boolean;
  withdrawing: boolean;
  onWithdraw: (entry: TournamentEntry) => void;
}

/** Its organizer unpublished the tournament (draft or closed again): the entry can be neither confirmed nor withdrawn. */
const organizerWithdrew = (entry: TournamentEntry) => entry.tournament !== null && entry.tournament.status !== 'published';

function OrganizerWithdrewNotice() {
  const t = useT();
  return (
    <Badge $variant="destructive" data-testid="organizer-withdrew">
      {t('entry.organizerWithdrew')}
    </Badge>
  );
}

function WithdrawButton({ entry, title, action }: { entry: TournamentEntry; title: string; action: WithdrawAction }) {
  const t = useT();
  if (!action.canWithdraw(entry)) return null;
  return (
    <Button
      $size="sm"
      $variant="outline"
      disabled={action.withdrawing}
      onClick={() => action.onWithdraw(entry)}
      aria-label={t('entry.withdrawLabel', { title })}
    >
      {t('common.withdraw')}
    </Button>
  );
}

/**
 * Entries waiting for a confirmation: Confirm for the member who still has to, a waiting badge for the other; an entry
 * still pending when its tournament was drawn says it missed the draw (the service refuses to confirm it then), and one
 * whose tournament its organizer unpublished says so.
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
  const t = useT();
  const entryDetails = useEntryDetails();
  const items = entries.map((entry) => {
    const title = entry.tournament?.title ?? t('common.unknownTournament');
    const mine = !entry.confirmed_by.includes(userId);
    return {
      id: entry.id,
      name: title,
      detail: entryDetails(entry, userId),
      actions: organizerWithdrew(entry) ? (
        <OrganizerWithdrewNotice />
      ) : (
        <>
          {entry.missed_draw ? (
            <Badge $variant="secondary">{t('entry.pending.missedDraw')}</Badge>
          ) : mine ? (
            <Button
              $size="sm"
              disabled={confirming}
              onClick={() => onConfirm(entry)}
              aria-label={t('entry.pending.confirmLabel', { title })}
            >
              {t('common.confirm')}
            </Button>
          ) : (
            <Badge $variant="outline">{t('entry.pending.waitingForPartner')}</Badge>
          )}
          <WithdrawButton entry={entry} title={title} action={withdraw} />
        </>
      ),
    };
  });
  return (
    <SectionList
      titleId="pending-confirmations-title"
      title={t('entry.pending.title')}
      description={t('entry.pending.description')}
      rowTestId="pending-entry"
      items={items}
    />
  );
}

/** A confirmed, waitlisted or rejected entry's status (the waitlist's place, the organizer's reason) and its fee. */
function EntryStatus({ entry }: { entry: TournamentEntry }) {
  const t = useT();
  const fee = entry.tournament?.entry_fee;
  return (
    <>
      {entry.status === 'waitlist' ? (
        <Badge $variant="secondary" data-testid="entry-waitlisted">
          {entry.waitlist_place ? t('entry.waitlistPlace', { place: entry.waitlist_place }) : t('entry.waitlist')}
        </Badge>
      ) : entry.status === 'rejected' ? (
        <Badge $variant="destructive" data-testid="entry-rejected">
          {t('entry.rejected')}
        </Badge>
      ) : (
        <Badge $variant="default">{t('common.confirmed')}</Badge>
      )}
      {entry.status === 'rejected' && entry.rejection_reason ? <UserText>{entry.rejection_reason}</UserText> : null}
      {fee && entry.status !== 'rejected' ? (
        <Badge $variant="outline" data-testid="entry-fee">
          {t(entry.paid ? 'entry.feePaid' : 'entry.feeDue', { amount: fee })}
        </Badge>
      ) : null}
    </>
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
  const t = useT();
  const entryDetails = useEntryDetails();
  const items = entries.map((entry) => {
    const title = entry.tournament?.title ?? t('common.unknownTournament');
    return {
      id: entry.id,
      name: title,
      detail: entryDetails(entry, userId),
      actions: organizerWithdrew(entry) ? (
        <OrganizerWithdrewNotice />
      ) : (
        <>
          <EntryStatus entry={entry} />
          <WithdrawButton entry={entry} title={title} action={withdraw} />
        </>
      ),
    };
  });
  return (
    <SectionList
      titleId="confirmed-entries-title"
      title={t('entry.confirmedList.title')}
      description={t('entry.confirmedList.description')}
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
  const t = useT();
  const format = useFormats();
  const items = registrations.map((registration) => {
    const title = tournamentNames.get(registration.tournamentId) ?? t('common.unknownTournament');
    const team = teams.find((candidate) => candidate.id === registration.teamId);
    return {
      id: registration.id,
      name: title,
      detail: (
        <T id="entry.detail" values={detailValues(format.partner(team, userId), format.tier(registration.tier), registration.level)} />
      ),
      actions: (
        <Button
          $size="sm"
          disabled={confirming}
          onClick={() => onConfirm(registration)}
          aria-label={t('entry.registrations.confirmLabel', { title })}
        >
          {t('common.confirm')}
        </Button>
      ),
    };
  });
  return (
    <SectionList
      titleId="pending-tournament-confirmations-title"
      title={t('entry.registrations.title')}
      description={t('entry.registrations.description')}
      rowTestId="pending-registration"
      items={items}
    />
  );
}
