import { useId } from 'react';
import styled from 'styled-components';
import type { Player, PlayerPage } from '@padel/contracts';
import { useErrorText } from '@padel/api';
import { Avatar, Button, EmptyState, ErrorState, Field, Label, LoadingState, SearchField, Select } from '@padel/ui-kit';
import { ListRow, PlainList, RowActions, RowMain, RowText } from '../../../components/list-rows';
import type { usePartnerSearch } from '../hooks/use-partner-search';
import { emailInSearch, type HandFilter } from '../lib/partner-candidates';
import { useT } from '../../../i18n';
import { useFormats } from '../../../i18n/formats';

const Filters = styled.div`
  display: grid;
  gap: 0 12px;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  margin-top: 12px;
`;

/** The list height is capped; the list scrolls (and is focusable so keyboards can scroll it). */
const ScrollArea = styled.div`
  max-height: 420px;
  overflow-y: auto;
  padding-inline-end: 4px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  padding-top: 12px;
  p {
    margin: 0;
    margin-inline-end: auto;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9rem;
  }
`;

const Hint = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  padding: 12px 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;

/** A player's line under the name: country, strong hand and court side, as far as known. */
function useDescribe() {
  const t = useT();
  const format = useFormats();
  return (player: Player): string => {
    const parts = [player.country ? format.country(player.country) : t('common.unknownCountry')];
    if (player.strong_hand) parts.push(t('teams.browse.hand', { hand: player.strong_hand }));
    if (player.court_side) parts.push(t('teams.browse.side', { side: player.court_side }));
    return parts.join(' · ');
  };
}

/** The All / Left / Right options of the hand filter (Arabic: اليسرى/اليمنى) or the side filter (اليسار/اليمين). */
function HandOptions({ of }: { of: 'hand' | 'side' }) {
  const t = useT();
  return (
    <>
      <option value="all">{t('teams.browse.filter.all')}</option>
      <option value="left">{t(of === 'hand' ? 'teams.browse.filter.leftHand' : 'teams.browse.filter.leftSide')}</option>
      <option value="right">{t(of === 'hand' ? 'teams.browse.filter.rightHand' : 'teams.browse.filter.rightSide')}</option>
    </>
  );
}

/** A page of players as the search answers it (a TanStack query of usePlayerSearch). */
export interface PlayersResult {
  data?: PlayerPage;
  error: Error | null;
  isPending: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

/**
 * SPEC §2 My teams, Browse Players: search, hand and side filters, an Invite button per player. The search runs on the
 * server a page at a time (decision 180), and is kept in the URL; a pager moves between the pages.
 */
export function BrowsePlayers({
  search,
  players,
  excluded,
  sending,
  sendingToId,
  onInvite,
  onInviteByEmail,
}: {
  search: ReturnType<typeof usePartnerSearch>;
  players: PlayersResult;
  /** Players the server may not know yet to leave out (an invitation sent a moment ago): not shown. */
  excluded: ReadonlySet<string>;
  /** An invitation is being sent: every Invite button waits meanwhile. */
  sending: boolean;
  /** The player that invitation goes to, if it is one of the list. */
  sendingToId: string | null;
  onInvite: (player: Player) => void;
  onInviteByEmail: (email: string) => void;
}) {
  const t = useT();
  const id = useId();
  const { strongHand, courtSide } = search.search;
  const searchedEmail = emailInSearch(search.text);

  return (
    <div>
      <SearchField
        label={t('teams.browse.searchLabel')}
        placeholder={t('teams.browse.searchPlaceholder')}
        value={search.text}
        onChange={search.setText}
      />
      <Filters>
        <Field>
          <Label htmlFor={`${id}-hand`}>{t('teams.browse.strongHand')}</Label>
          <Select id={`${id}-hand`} value={strongHand} onChange={(event) => search.setStrongHand(event.target.value as HandFilter)}>
            <HandOptions of="hand" />
          </Select>
        </Field>
        <Field>
          <Label htmlFor={`${id}-side`}>{t('teams.browse.preferredSide')}</Label>
          <Select id={`${id}-side`} value={courtSide} onChange={(event) => search.setCourtSide(event.target.value as HandFilter)}>
            <HandOptions of="side" />
          </Select>
        </Field>
      </Filters>
      {searchedEmail ? (
        <Hint>
          <span>{t('teams.browse.emailHint', { email: searchedEmail })}</span>
          <Button $size="sm" $variant="outline" onClick={() => onInviteByEmail(searchedEmail)}>
            {t('teams.find.emailTab')}
          </Button>
        </Hint>
      ) : null}
      <PlayersPage
        players={players}
        excluded={excluded}
        sending={sending}
        sendingToId={sendingToId}
        onInvite={onInvite}
        onPage={search.setPage}
      />
    </div>
  );
}

/** The page of candidates in the capped, scrolling list, and the pager; loading and failure in their place. */
function PlayersPage({
  players,
  excluded,
  sending,
  sendingToId,
  onInvite,
  onPage,
}: {
  players: PlayersResult;
  excluded: ReadonlySet<string>;
  sending: boolean;
  sendingToId: string | null;
  onInvite: (player: Player) => void;
  onPage: (page: number) => void;
}) {
  const t = useT();
  const errorText = useErrorText();
  const describe = useDescribe();
  const { data } = players;
  if (players.isPending) return <LoadingState label={t('teams.find.loadingPlayers')} />;
  if (!data) {
    return <ErrorState message={errorText(players.error, t('teams.find.playersFetchFailed'))} onRetry={() => void players.refetch()} />;
  }
  const candidates = data.players.filter((player) => !excluded.has(player.id));
  const pages = Math.max(1, Math.ceil(data.total / data.limit));
  const busy = players.isPlaceholderData;
  return (
    <>
      <ScrollArea tabIndex={0} role="region" aria-label={t('teams.browse.listLabel')} aria-busy={busy}>
        {candidates.length === 0 ? (
          <EmptyState message={t('teams.browse.empty')} />
        ) : (
          <PlainList>
            {candidates.map((player) => {
              const name = player.full_name.trim() || t('common.unknownPlayer');
              return (
                <ListRow key={player.id} data-testid="partner-candidate">
                  <RowMain>
                    <Avatar name={name} src={player.photo_url} />
                    <RowText>
                      <strong>{name}</strong>
                      <span>{describe(player)}</span>
                    </RowText>
                  </RowMain>
                  <RowActions>
                    <Button
                      $size="sm"
                      disabled={sending}
                      onClick={() => onInvite(player)}
                      aria-label={t('teams.browse.inviteLabel', { name })}
                    >
                      {sendingToId === player.id ? t('common.sending') : t('teams.browse.invite')}
                    </Button>
                  </RowActions>
                </ListRow>
              );
            })}
          </PlainList>
        )}
      </ScrollArea>
      {pages > 1 || data.page > 1 ? (
        <Pager aria-label={t('teams.browse.pages')}>
          <p aria-live="polite">{t('teams.browse.pageOf', { page: data.page, pages })}</p>
          <Button $size="sm" $variant="outline" disabled={busy || data.page <= 1} onClick={() => onPage(Math.min(data.page - 1, pages))}>
            {t('teams.browse.previous')}
          </Button>
          <Button $size="sm" $variant="outline" disabled={busy || data.page >= pages} onClick={() => onPage(data.page + 1)}>
            {t('teams.browse.next')}
          </Button>
        </Pager>
      ) : null}
    </>
  );
}
