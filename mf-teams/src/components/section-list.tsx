import type { ReactNode } from 'react';
import { Avatar, SectionCard, UserText } from '@padel/ui-kit';
import { ListRow, PlainList, RowActions, RowMain, RowText } from './list-rows';

export interface SectionListItem {
  id: string;
  /** The row's name: a player, the address an invitation went to, or a tournament. */
  name: string;
  /** One line: a message, names in it isolated (`UserText`). */
  detail: ReactNode;
  /** An avatar of `name` before the text (players), with this photo when there is one. */
  avatar?: { photoUrl?: string | null };
  actions: ReactNode;
}

/** A screen section listing items, a row each: (avatar,) name, one line of detail, and the row's buttons or badges. */
export function SectionList({
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
  items: readonly SectionListItem[];
}) {
  return (
    <SectionCard titleId={titleId} title={title} description={description}>
      <PlainList>
        {items.map((item) => (
          <ListRow key={item.id} data-testid={rowTestId}>
            <RowMain>
              {item.avatar ? <Avatar name={item.name} src={item.avatar.photoUrl} /> : null}
              <RowText>
                <strong>
                  <UserText>{item.name}</UserText>
                </strong>
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
