import { ConfirmedTeamModel, type ConfirmedTeamRecord } from './confirmed-team-model';

export type { ConfirmedTeamRecord } from './confirmed-team-model';

/** Idempotent: the same team stored twice stays one document. */
export async function upsertConfirmedTeam(team: ConfirmedTeamRecord): Promise<void> {
  const { _id, ...fields } = team;
  await ConfirmedTeamModel.updateOne({ _id }, { $set: fields }, { upsert: true });
}

export async function findConfirmedTeam(id: string): Promise<ConfirmedTeamRecord | null> {
  return ConfirmedTeamModel.findById(id).lean<ConfirmedTeamRecord>();
}

export async function findConfirmedTeams(ids: string[]): Promise<ConfirmedTeamRecord[]> {
  return ConfirmedTeamModel.find({ _id: { $in: ids } }).lean<ConfirmedTeamRecord[]>();
}
