import { useRankingPage } from '@padel/api';
import { EmptyState } from '@padel/ui-kit';
import { QueryResult } from '../../../components/query-result';
import { usePlayerParam } from '../hooks/use-player-param';
import { useT } from '../../../i18n';
import { HOME_TOP_PLAYERS } from '../lib/rankings';
import { PlayerDialogOnDemand as PlayerDialog } from './player-dialog-on-demand';
import { PlayerList } from './player-list';

/** Home: the first 5 of the current ranking; a player opens their dialog (`?player=<id>`). */
export function TopPlayers() {
  const ranking = useRankingPage({ page: 1, limit: HOME_TOP_PLAYERS });
  const { playerId, openPlayer, closePlayer } = usePlayerParam();
  const t = useT();
  return (
    <QueryResult query={ranking} loading={t('ranking.loading')} failed={t('ranking.failed')}>
      {({ players }) => (
        <>
          {players.length === 0 ? (
            <EmptyState message={t('ranking.empty.noPlayers')} />
          ) : (
            <PlayerList players={players} label={t('home.topPlayers.list')} onOpen={openPlayer} />
          )}
          <PlayerDialog playerId={playerId} entry={players.find((player) => player.id === playerId)} onClose={closePlayer} />
        </>
      )}
    </QueryResult>
  );
}
