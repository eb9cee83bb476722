import type { ReactNode } from 'react';
import { Avatar } from '@padel/ui-kit';
import { ListRow, PlainList, RowActions, RowMain, RowText } from '../../../components/list-rows';
import { SectionCard } from '../../../components/section-card';

export interface InvitationListItem {
  id: string;
  /** The other player's name, or the address an invitation went to. */
  name: string;
  photoUrl?: string | null;
  detail: string;
  actions: ReactNode;
}

/** A My Teams card listing invitations, a row each: avatar, name, one line of detail, and the row's buttons. */
export function InvitationListCard({
  titleId,
  title,
  description,
  rowTestId,
  items,
}: {
  titleId: string;
  title: string;
  description: string;
  rowTestId: string;
  items: readonly InvitationListItem[];
}) {
  return (
    <SectionCard id={titleId} title={title} description={description}>
      <PlainList>
        {items.map((item) => (
          <ListRow key={item.id} data-testid={rowTestId}>
            <RowMain>
              <Avatar name={item.name} src={item.photoUrl} />
              <RowText>
                <strong>{item.name}</strong>
                <span>{item.detail}</span>
              </RowText>
            </RowMain>
            <RowActions>{item.actions}</RowActions>
          </ListRow>
        ))}
      </PlainList>
    </SectionCard>
  );
}
