import type { LegacyTeam, Team } from '@padel/contracts';

/** A confirmed team in the older form: member ids only. */
export function toLegacyTeam(team: Team): LegacyTeam {
  return { id: team.id, player1Id: team.player1, player2Id: team.player2, status: 'confirmed' };
}
