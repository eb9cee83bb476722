import styled from 'styled-components';
import type { TournamentDisplayStatus, TournamentListItem } from '@padel/contracts';
import { entryWindowOf } from '@padel/platform';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  EmptyState,
  Grid,
  TierBadge,
  UserText,
  type BadgeVariant,
} from '@padel/ui-kit';
import { useT } from '../../../i18n';
import { useFormats } from '../../../i18n/formats';

const statusVariants: Record<TournamentDisplayStatus, BadgeVariant> = { Live: 'live', Upcoming: 'default', Completed: 'secondary' };
/** Live first, then the ones open for entries, then past ones; the service's date order within each. */
const statusOrder: Record<TournamentDisplayStatus, number> = { Live: 0, Upcoming: 1, Completed: 2 };

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;

const SectionTitle = styled.h2`
  margin-bottom: 12px;
  font-size: 1.35rem;
`;

const EntryNote = styled.p`
  margin-top: 12px;
  font-size: 0.85rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ChooseButton = styled(Button)`
  margin-top: 12px;
`;

/** Choose for an upcoming tournament taking entries; when the entry window is shut, when it opens or that it closed. */
function EntryAction({ tournament, onChoose }: { tournament: TournamentListItem; onChoose?: (tournament: TournamentListItem) => void }) {
  const t = useT();
  const format = useFormats();
  if (tournament.status !== 'Upcoming') return null;
  const { state } = entryWindowOf(tournament);
  if (state === 'not-open' && tournament.entryOpenAt) {
    return <EntryNote>{t('entry.window.opensOn', { date: format.leagueDay(tournament.entryOpenAt) })}</EntryNote>;
  }
  if (state === 'closed') return <EntryNote>{t('entry.window.closed')}</EntryNote>;
  if (!onChoose) return null;
  return (
    <ChooseButton
      $size="sm"
      $variant="outline"
      onClick={() => onChoose(tournament)}
      aria-label={t('entry.chooseLabel', { name: tournament.name })}
    >
      {t('entry.choose')}
    </ChooseButton>
  );
}

/** SPEC §2 Enter tournament: the card list of all tournaments; upcoming ones open for entries can be chosen for the form. */
export function TournamentCards({
  tournaments,
  onChoose,
}: {
  tournaments: readonly TournamentListItem[];
  /** Chooses a tournament open for entries in the entry form; absent when the user cannot enter (no team). */
  onChoose?: (tournament: TournamentListItem) => void;
}) {
  const t = useT();
  const format = useFormats();
  return (
    <section aria-labelledby="all-tournaments-title">
      <SectionTitle id="all-tournaments-title">{t('entry.all.title')}</SectionTitle>
      {tournaments.length === 0 ? (
        <EmptyState message={t('entry.all.empty')} />
      ) : (
        <Grid $columns={3}>
          {[...tournaments]
            .sort((a, b) => statusOrder[a.status] - statusOrder[b.status])
            .map((tournament) => (
              <Card key={tournament.id} as="article" data-testid="tournament-card" aria-label={tournament.name}>
                <CardHeader>
                  <Badges>
                    {tournament.tier ? <TierBadge tier={tournament.tier} /> : null}
                    <Badge $variant={statusVariants[tournament.status]}>{format.status(tournament.status)}</Badge>
                  </Badges>
                  <CardTitle as="h3">
                    <UserText>{tournament.name}</UserText>
                  </CardTitle>
                </CardHeader>
                <CardContent>
                  <Meta>{format.dateRange(tournament.startDate, tournament.endDate)}</Meta>
                  <Meta>{format.location(tournament.location)}</Meta>
                  <EntryAction tournament={tournament} onChoose={onChoose} />
                </CardContent>
              </Card>
            ))}
        </Grid>
      )}
    </section>
  );
}
