import styled from 'styled-components';
import { Badge, SearchField, Stack } from '@padel/ui-kit';

const Bar = styled(Stack)`
  gap: 14px;
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Chip = styled(Badge).attrs({ as: 'button', type: 'button' })`
  padding: 6px 14px;
  font-size: 0.85rem;
`;

export function NewsFilters({
  search,
  onSearchChange,
  categories,
  category,
  onCategoryChange,
}: {
  search: string;
  onSearchChange: (value: string) => void;
  categories: readonly string[];
  category: string;
  onCategoryChange: (value: string) => void;
}) {
  return (
    <Bar>
      <SearchField label="Search news" placeholder="Search news..." value={search} onChange={onSearchChange} />
      <Chips role="group" aria-label="Filter by category">
        {categories.map((name) => (
          <Chip
            key={name}
            $variant={name === category ? 'default' : 'outline'}
            aria-pressed={name === category}
            onClick={() => onCategoryChange(name)}
          >
            {name}
          </Chip>
        ))}
      </Chips>
    </Bar>
  );
}
