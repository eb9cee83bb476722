import styled from 'styled-components';

/** A row of a list inside a card: content at the start, actions at the end (mirrored in Arabic), wrapping on small screens. */
export const ListRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  padding: 12px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-bottom: 0;
  }
`;

export const RowMain = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  flex: 1 1 220px;
  min-width: 0;
`;

export const RowText = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  strong {
    overflow-wrap: anywhere;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.875rem;
    overflow-wrap: anywhere;
  }
`;

export const RowActions = styled.div`
  display: flex;
  gap: 8px;
  align-items: center;
`;

/** A list without bullets or indent, for ListRow items. */
export const PlainList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;
