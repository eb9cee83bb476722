import type { LegacyRegistration, Team, TournamentEntry } from '@padel/contracts';
import { Badge, Button } from '@padel/ui-kit';
import { ListRow, PlainList, RowActions, RowMain, RowText } from '../../components/layout';
import { SectionCard } from '../../components/section-card';
import { formatLongDate } from '../../lib/dates';
import { partnerNameOf, UNKNOWN_PARTNER, UNKNOWN_TOURNAMENT } from '../../lib/teams';
import { categoryLabels } from './entry-form';

function entryDetails(entry: TournamentEntry, userId: string): string {
  const parts = [`With ${partnerNameOf(entry.team, userId)}`, categoryLabels[entry.category], `Level ${entry.level}`];
  if (entry.tournament) parts.push(formatLongDate(entry.tournament.start_date));
  return parts.join(' · ');
}

/**
 * Entries waiting for a confirmation: Confirm for the member who still has to, a waiting badge for the other.
 * The page owns the confirm action, so its toast still shows after this section empties and unmounts.
 */
export function PendingConfirmations({
  entries,
  userId,
  confirming,
  onConfirm,
}: {
  entries: readonly TournamentEntry[];
  userId: string;
  confirming: boolean;
  onConfirm: (entry: TournamentEntry) => void;
}) {
  return (
    <SectionCard id="pending-confirmations-title" title="Pending Confirmations" description="Entries waiting for a team member to confirm.">
      <PlainList>
        {entries.map((entry) => {
          const title = entry.tournament?.title ?? UNKNOWN_TOURNAMENT;
          const mine = !entry.confirmed_by.includes(userId);
          return (
            <ListRow key={entry.id} data-testid="pending-entry">
              <RowMain>
                <RowText>
                  <strong>{title}</strong>
                  <span>{entryDetails(entry, userId)}</span>
                </RowText>
              </RowMain>
              <RowActions>
                {mine ? (
                  <Button $size="sm" disabled={confirming} onClick={() => onConfirm(entry)} aria-label={`Confirm entry for ${title}`}>
                    Confirm
                  </Button>
                ) : (
                  <Badge $variant="outline">Waiting for your partner</Badge>
                )}
              </RowActions>
            </ListRow>
          );
        })}
      </PlainList>
    </SectionCard>
  );
}

export function ConfirmedEntries({ entries, userId }: { entries: readonly TournamentEntry[]; userId: string }) {
  return (
    <SectionCard id="confirmed-entries-title" title="Confirmed Entries" description="Tournaments your teams are entered in.">
      <PlainList>
        {entries.map((entry) => (
          <ListRow key={entry.id} data-testid="confirmed-entry">
            <RowMain>
              <RowText>
                <strong>{entry.tournament?.title ?? UNKNOWN_TOURNAMENT}</strong>
                <span>{entryDetails(entry, userId)}</span>
              </RowText>
            </RowMain>
            <Badge $variant="default">Confirmed</Badge>
          </ListRow>
        ))}
      </PlainList>
    </SectionCard>
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
  return (
    <SectionCard
      id="pending-tournament-confirmations-title"
      title="Pending Tournament Confirmations"
      description="Registrations your partner made that need your confirmation."
    >
      <PlainList>
        {registrations.map((registration) => {
          const title = tournamentNames.get(registration.tournamentId) ?? UNKNOWN_TOURNAMENT;
          const team = teams.find((candidate) => candidate.id === registration.teamId);
          const partner = team ? partnerNameOf(team, userId) : UNKNOWN_PARTNER;
          return (
            <ListRow key={registration.id} data-testid="pending-registration">
              <RowMain>
                <RowText>
                  <strong>{title}</strong>
                  <span>
                    With {partner} · {categoryLabels[registration.tier]} · Level {registration.level}
                  </span>
                </RowText>
              </RowMain>
              <RowActions>
                <Button
                  $size="sm"
                  disabled={confirming}
                  onClick={() => onConfirm(registration)}
                  aria-label={`Confirm registration for ${title}`}
                >
                  Confirm
                </Button>
              </RowActions>
            </ListRow>
          );
        })}
      </PlainList>
    </SectionCard>
  );
}
