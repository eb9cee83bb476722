import { useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import type { Player } from '@padel/contracts';
import { Avatar, Button, EmptyState, Field, Label, SearchField, Select } from '@padel/ui-kit';
import { ListRow, PlainList, RowActions, RowMain, RowText } from '../../../components/list-rows';
import { emailInSearch, noPartnerFilters, partnerCandidates, type HandFilter, type PartnerFilters } from '../lib/partner-candidates';

export const NO_AVAILABLE_PARTNERS = 'No available partners.';

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
  padding-right: 4px;
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

const handLabels: Record<'left' | 'right', string> = { left: 'Left', right: 'Right' };

function describe(player: Player): string {
  const parts = [player.country ?? 'Unknown'];
  if (player.strong_hand) parts.push(`${handLabels[player.strong_hand]} hand`);
  if (player.court_side) parts.push(`${handLabels[player.court_side]} side`);
  return parts.join(' · ');
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
  const id = useId();
  const [filters, setFilters] = useState<PartnerFilters>(noPartnerFilters);
  const candidates = useMemo(() => partnerCandidates(players, excluded, filters), [players, excluded, filters]);
  const searchedEmail = emailInSearch(filters.search);

  return (
    <div>
      <SearchField
        label="Search players"
        placeholder="Name, email or country"
        value={filters.search}
        onChange={(search) => setFilters((current) => ({ ...current, search }))}
      />
      <Filters>
        <Field>
          <Label htmlFor={`${id}-hand`}>Strong hand</Label>
          <Select
            id={`${id}-hand`}
            value={filters.strongHand}
            onChange={(event) => setFilters((current) => ({ ...current, strongHand: event.target.value as HandFilter }))}
          >
            <option value="all">All</option>
            <option value="left">Left</option>
            <option value="right">Right</option>
          </Select>
        </Field>
        <Field>
          <Label htmlFor={`${id}-side`}>Preferred side</Label>
          <Select
            id={`${id}-side`}
            value={filters.courtSide}
            onChange={(event) => setFilters((current) => ({ ...current, courtSide: event.target.value as HandFilter }))}
          >
            <option value="all">All</option>
            <option value="left">Left</option>
            <option value="right">Right</option>
          </Select>
        </Field>
      </Filters>
      {searchedEmail ? (
        <Hint>
          <span>Player emails are private. Invite {searchedEmail} by email instead.</span>
          <Button $size="sm" $variant="outline" onClick={() => onInviteByEmail(searchedEmail)}>
            Invite by Email
          </Button>
        </Hint>
      ) : null}
      <ScrollArea tabIndex={0} role="region" aria-label="Available partners">
        {candidates.length === 0 ? (
          <EmptyState message={NO_AVAILABLE_PARTNERS} />
        ) : (
          <PlainList>
            {candidates.map((player) => {
              const name = player.full_name.trim() || 'Unknown Player';
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
                    <Button $size="sm" disabled={sending} onClick={() => onInvite(player)} aria-label={`Invite ${name}`}>
                      {sendingToId === player.id ? 'Sending...' : 'Invite'}
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
