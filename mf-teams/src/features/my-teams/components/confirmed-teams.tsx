import type { Team } from '@padel/contracts';
import { Avatar, Badge, EmptyState } from '@padel/ui-kit';
import { SectionCard } from '../../../components/section-card';
import { partnerNameOf, partnerOf, UNKNOWN_TOURNAMENT } from '@padel/api';
import { ListRow, PlainList, RowMain, RowText } from '../../../components/list-rows';

export const NO_CONFIRMED_TEAMS = 'No confirmed teams yet. Invite a partner to create a team.';

/** SPEC §2 My teams: the user's confirmed teams, shown by partner. */
export function ConfirmedTeams({ teams, userId }: { teams: readonly Team[]; userId: string }) {
  return (
    <SectionCard id="confirmed-teams-title" title="Confirmed Teams" description="Teams you can enter tournaments with.">
      {teams.length === 0 ? (
        <EmptyState message={NO_CONFIRMED_TEAMS} />
      ) : (
        <PlainList>
          {teams.map((team) => {
            const name = partnerNameOf(team, userId);
            const partner = partnerOf(team, userId).profile;
            const detail = [partner?.email, partner?.country].filter(Boolean).join(' · ');
            const entered = (team.tournaments_entered ?? []).map((tournament) => tournament.tournament_title ?? UNKNOWN_TOURNAMENT);
            return (
              <ListRow key={team.id} data-testid="confirmed-team">
                <RowMain>
                  <Avatar name={name} src={partner?.photo_url} />
                  <RowText>
                    <strong>{name}</strong>
                    {detail ? <span>{detail}</span> : null}
                    {entered.length > 0 ? <span data-testid="entered-tournaments">Entered: {entered.join(', ')}</span> : null}
                  </RowText>
                </RowMain>
                <Badge $variant="secondary">Confirmed</Badge>
              </ListRow>
            );
          })}
        </PlainList>
      )}
    </SectionCard>
  );
}
