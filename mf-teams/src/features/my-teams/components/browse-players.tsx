import { useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import type { Player } from '@padel/contracts';
import { Avatar, Button, EmptyState, Field, Label, SearchField, Select } from '@padel/ui-kit';
import { ListRow, PlainList, RowActions, RowMain, RowText } from '../../../components/list-rows';
import { emailInSearch, noPartnerFilters, partnerCandidates, type HandFilter, type PartnerFilters } from '../lib/partner-candidates';
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

/** SPEC §2 My teams, Browse Players: search, hand and side filters, an Invite button per player. */
export function BrowsePlayers({
  players,
  excluded,
  sending,
  sendingToId,
  onInvite,
  onInviteByEmail,
}: {
  players: readonly Player[];
  excluded: ReadonlySet<string>;
  /** An invitation is being sent: every Invite button waits meanwhile. */
  sending: boolean;
  /** The player that invitation goes to, if it is one of the list. */
  sendingToId: string | null;
  onInvite: (player: Player) => void;
  onInviteByEmail: (email: string) => void;
}) {
  const t = useT();
  const format = useFormats();
  const describe = useDescribe();
  const id = useId();
  const [filters, setFilters] = useState<PartnerFilters>(noPartnerFilters);
  const candidates = useMemo(
    () => partnerCandidates(players, excluded, filters, format.country),
    [players, excluded, filters, format.country],
  );
  const searchedEmail = emailInSearch(filters.search);

  return (
    <div>
      <SearchField
        label={t('teams.browse.searchLabel')}
        placeholder={t('teams.browse.searchPlaceholder')}
        value={filters.search}
        onChange={(search) => setFilters((current) => ({ ...current, search }))}
      />
      <Filters>
        <Field>
          <Label htmlFor={`${id}-hand`}>{t('teams.browse.strongHand')}</Label>
          <Select
            id={`${id}-hand`}
            value={filters.strongHand}
            onChange={(event) => setFilters((current) => ({ ...current, strongHand: event.target.value as HandFilter }))}
          >
            <HandOptions of="hand" />
          </Select>
        </Field>
        <Field>
          <Label htmlFor={`${id}-side`}>{t('teams.browse.preferredSide')}</Label>
          <Select
            id={`${id}-side`}
            value={filters.courtSide}
            onChange={(event) => setFilters((current) => ({ ...current, courtSide: event.target.value as HandFilter }))}
          >
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
      <ScrollArea tabIndex={0} role="region" aria-label={t('teams.browse.listLabel')}>
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
    </div>
  );
}
