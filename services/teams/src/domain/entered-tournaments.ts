import type { EventOf } from '@padel/contracts';
import type { Logger } from '@padel/service-kit';
import {
  addEnteredTournament,
  addWithdrawnEntry,
  isEntryWithdrawn,
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
  logger.info({ teamId, entryId, added }, 'entered tournament recorded');
}

/** entry-withdrawn: the team no longer lists the tournament (idempotent; keeps a tombstone against a late entry-confirmed). */
export async function forgetWithdrawnEntry(event: EventOf<'entry-withdrawn'>, logger: Logger): Promise<void> {
  const { teamId, entryId, withdrawnAt } = event.data;
  await addWithdrawnEntry({ _id: entryId, team_id: teamId, withdrawn_at: new Date(withdrawnAt) });
  const removed = await removeEnteredTournament(entryId);
  logger.info({ teamId, entryId, removed }, 'withdrawn entry forgotten');
}
