import type { EventOf } from '@padel/contracts';
import type { Logger } from '@padel/service-kit';
import { isValidObjectId } from 'mongoose';
import { addEnteredTournament } from '../data-access/entered-tournament-model';
import { TeamModel } from '../data-access/team-model';

/** entry-confirmed: the team records the tournament it has entered (idempotent per entry). */
export async function recordEnteredTournament(event: EventOf<'entry-confirmed'>, logger: Logger): Promise<void> {
  const { teamId, entryId, tournamentId, tournamentTitle, confirmedAt } = event.data;
  if (!isValidObjectId(teamId) || !(await TeamModel.exists({ _id: teamId }))) {
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
  logger.info({ teamId, entryId, added }, 'entered tournament recorded');
}
