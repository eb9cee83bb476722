import styled from 'styled-components';
import { Badge, Input, SearchIcon, VisuallyHidden } from '@padel/ui-kit';

const Bar = styled.div`
  display: flex;
  flex-direction: column;
  gap: 14px;
`;

const SearchBox = styled.div`
  position: relative;
  max-width: 480px;
  svg {
    position: absolute;
    left: 12px;
    top: 50%;
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.textMuted};
  }
  input {
    padding-left: 40px;
  }
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
      <SearchBox>
        <label htmlFor="news-search">
          <VisuallyHidden>Search news</VisuallyHidden>
        </label>
        <SearchIcon size={18} />
        <Input
          id="news-search"
          type="search"
          placeholder="Search news..."
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
        />
      </SearchBox>
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
