import type { EventOf } from '@padel/contracts';
import type { Logger } from '@padel/service-kit';
import { isValidObjectId } from 'mongoose';
import { addEnteredTournament } from '../data-access/team-model';

/** entry-confirmed: the team records the tournament it has entered (idempotent per entry). */
export async function recordEnteredTournament(event: EventOf<'entry-confirmed'>, logger: Logger): Promise<void> {
  const { teamId, entryId, tournamentId, tournamentTitle, confirmedAt } = event.data;
  if (!isValidObjectId(teamId)) {
    logger.warn({ teamId }, 'entry-confirmed for a team id this service never issued; ignored');
    return;
  }
  const added = await addEnteredTournament(teamId, {
    entryId,
    tournamentId,
    tournamentTitle: tournamentTitle ?? null,
    confirmedAt: new Date(confirmedAt),
  });
  logger.info({ teamId, entryId, added }, 'entered tournament recorded');
}
