import type { EventOf } from '@padel/contracts';
import type { Logger } from '@padel/service-kit';
import {
  addEnteredTournament,
  addTournamentStatusChange,
  addWithdrawnEntry,
  findLatestTournamentStatus,
  isEntryWithdrawn,
  markTournamentStatus,
  removeEnteredTournament,
} from '../data-access/entered-tournament-repository';
import { teamExists } from '../data-access/team-repository';

/**
 * entry-confirmed: the team records the tournament it has entered (idempotent per entry). An entry withdrawn
 * meanwhile (its entry-withdrawn handled first: out of order, or this is a redelivery) is not kept: the tombstone
 * is checked after the insert, and the withdrawal stores its tombstone before it deletes, so whichever of the two
 * runs last removes the record.
 */
export async function recordEnteredTournament(event: EventOf<'entry-confirmed'>, logger: Logger): Promise<void> {
  const { teamId, entryId, tournamentId, tournamentTitle, confirmedAt } = event.data;
  if (!(await teamExists(teamId))) {
    logger.warn({ teamId }, 'entry-confirmed for a team this service does not know; ignored');
    return;
  }
  const added = await addEnteredTournament({
    _id: entryId,
    team_id: teamId,
    tournament_id: tournamentId,
    tournament_title: tournamentTitle ?? null,
    confirmed_at: new Date(confirmedAt),
  });
  if (await isEntryWithdrawn(entryId)) {
    await removeEnteredTournament(entryId);
    logger.info({ teamId, entryId }, 'entry-confirmed for a withdrawn entry; not kept');
    return;
  }
  // A status change that arrived before the entry applies to it too.
  await applyLatestTournamentStatus(tournamentId);
  logger.info({ teamId, entryId, added }, 'entered tournament recorded');
}

/**
 * Brings the tournament's entered records to its latest stored status change. FerretDB 1.x applies updates as
 * read-modify-write, so two changes handled at once could leave an older status written last: the latest change is
 * read again after each write and applied until no record lags behind it.
 */
async function applyLatestTournamentStatus(tournamentId: string): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const latest = await findLatestTournamentStatus(tournamentId);
    if (!latest || (await markTournamentStatus(latest)) === 0) return;
  }
}

/**
 * tournament-status-changed: the tournament was published, unpublished (draft) or closed; the teams that entered it
 * show its status (idempotent: a redelivery stores nothing new, and the highest revision wins whatever the order).
 */
export async function rememberTournamentStatus(event: EventOf<'tournament-status-changed'>, logger: Logger): Promise<void> {
  const { tournamentId, status, revision, changedAt } = event.data;
  const added = await addTournamentStatusChange({
    _id: `${tournamentId}:${revision}`,
    tournament_id: tournamentId,
    status,
    revision,
    changed_at: new Date(changedAt),
  });
  await applyLatestTournamentStatus(tournamentId);
  logger.info({ tournamentId, status, revision, added }, 'tournament status recorded');
}

/** entry-withdrawn: the team no longer lists the tournament (idempotent; keeps a tombstone against a late entry-confirmed). */
export async function forgetWithdrawnEntry(event: EventOf<'entry-withdrawn'>, logger: Logger): Promise<void> {
  const { teamId, entryId, withdrawnAt } = event.data;
  await addWithdrawnEntry({ _id: entryId, team_id: teamId, withdrawn_at: new Date(withdrawnAt) });
  const removed = await removeEnteredTournament(entryId);
  logger.info({ teamId, entryId, removed }, 'withdrawn entry forgotten');
}
