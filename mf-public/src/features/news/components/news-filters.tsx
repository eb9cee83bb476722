import styled from 'styled-components';
import { Badge, SearchField, Stack } from '@padel/ui-kit';
import { T, useT } from '../../../i18n';
import { useFormat } from '../../../i18n/format';
import { ALL_CATEGORIES } from '../lib/news-filters';

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
  const t = useT();
  const format = useFormat();
  return (
    <Bar>
      <SearchField label={t('news.search.label')} placeholder={t('news.search.placeholder')} value={search} onChange={onSearchChange} />
      <Chips role="group" aria-label={t('news.filter.label')}>
        {categories.map((name) => (
          <Chip
            key={name}
            $variant={name === category ? 'default' : 'outline'}
            aria-pressed={name === category}
            onClick={() => onCategoryChange(name)}
          >
            {name === ALL_CATEGORIES ? <T id="news.filter.all" /> : format.newsCategory(name)}
          </Chip>
        ))}
      </Chips>
    </Bar>
  );
}
