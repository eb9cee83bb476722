import type { Team } from '@padel/contracts';
import { Avatar, Badge, EmptyState, SectionCard } from '@padel/ui-kit';
import { partnerOf } from '@padel/api';
import { ListRow, PlainList, RowMain, RowText } from '../../../components/list-rows';
import { useT } from '../../../i18n';
import { useFormats } from '../../../i18n/formats';

/** SPEC §2 My teams: the user's confirmed teams, shown by partner. */
export function ConfirmedTeams({ teams, userId }: { teams: readonly Team[]; userId: string }) {
  const t = useT();
  const format = useFormats();
  return (
    <SectionCard titleId="confirmed-teams-title" title={t('teams.confirmed.title')} description={t('teams.confirmed.description')}>
      {teams.length === 0 ? (
        <EmptyState message={t('teams.confirmed.empty')} />
      ) : (
        <PlainList>
          {teams.map((team) => {
            const name = format.partner(team, userId);
            const partner = partnerOf(team, userId).profile;
            const detail = [partner?.email, partner?.country ? format.country(partner.country) : null].filter(Boolean).join(' · ');
            const entered = (team.tournaments_entered ?? []).map(
              (tournament) => tournament.tournament_title ?? t('common.unknownTournament'),
            );
            return (
              <ListRow key={team.id} data-testid="confirmed-team">
                <RowMain>
                  <Avatar name={name} src={partner?.photo_url} />
                  <RowText>
                    <strong>{name}</strong>
                    {detail ? <span>{detail}</span> : null}
                    {entered.length > 0 ? (
                      <span data-testid="entered-tournaments">{t('teams.confirmed.entered', { tournaments: format.list(entered) })}</span>
                    ) : null}
                  </RowText>
                </RowMain>
                <Badge $variant="secondary">{t('common.confirmed')}</Badge>
              </ListRow>
            );
          })}
        </PlainList>
      )}
    </SectionCard>
  );
}
