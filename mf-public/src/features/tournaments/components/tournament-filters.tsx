import { useCallback, useId, type ReactNode } from 'react';
import { useTypedParam } from '@padel/platform';
import styled from 'styled-components';
import { TournamentDisplayStatusSchema, TournamentTierSchema } from '@padel/contracts';
import { Button, Field, Input, Label, Select } from '@padel/ui-kit';
import { T, useT } from '../../../i18n';
import { TIER_IDS } from '../../../i18n/labels';
import { cityFromText, isFiltered, MAX_CITY_LENGTH, type TournamentFilterName, type TournamentFilters } from '../lib/tournament-filters';

/** How long typing a city pauses before it is asked of the server. */
export const CITY_DEBOUNCE_MS = 300;

/** Four fields side by side on a wide screen, wrapping on a narrow one; Clear at the inline end. */
const Bar = styled.div`
  display: grid;
  gap: 0 16px;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  align-items: end;
  ${Field} {
    margin-block-end: 0;
  }
`;

const Clear = styled(Button)`
  justify-self: start;
`;

/** The city box: the text updates at once, the URL (and the server) 300 ms after typing stops; Back/Forward refill it. */
function CityField({ city, onChange }: { city: string; onChange: (name: 'city', value: string) => void }) {
  const t = useT();
  const id = useId();
  const commit = useCallback((text: string) => onChange('city', text), [onChange]);
  const [text, setText] = useTypedParam(city, { normalize: cityFromText, commit, delayMs: CITY_DEBOUNCE_MS });
  return (
    <Field>
      <Label htmlFor={id}>
        <T id="tournaments.filter.city" />
      </Label>
      <Input
        id={id}
        type="search"
        placeholder={t('tournaments.filter.anyCity')}
        maxLength={MAX_CITY_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </Field>
  );
}

/** A labelled choice among `options` ([value, text]), first of which is `any` (no filter). */
function FilterSelect({
  label,
  value,
  any,
  options,
  onChange,
}: {
  label: ReactNode;
  value: string | undefined;
  any: string;
  options: Array<[string, string]>;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
        <option value="">{any}</option>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** The Tournaments page's filters: status, tier, city and month, each labelled; Clear filters while any is set. `onChange` is kept stable by the caller. */
export function TournamentFiltersBar({
  filters,
  onChange,
  onClear,
}: {
  filters: TournamentFilters;
  onChange: (name: TournamentFilterName, value: string) => void;
  onClear: () => void;
}) {
  const t = useT();
  const monthId = useId();
  return (
    <Bar role="group" aria-label={t('tournaments.filter.label')}>
      <FilterSelect
        label={<T id="tournaments.filter.status" />}
        value={filters.status}
        any={t('tournaments.filter.anyStatus')}
        options={TournamentDisplayStatusSchema.options.map((status) => [status, t(`tournaments.filter.status.${status}`)])}
        onChange={(value) => onChange('status', value)}
      />
      <FilterSelect
        label={<T id="tournaments.filter.tier" />}
        value={filters.tier}
        any={t('tournaments.filter.anyTier')}
        options={TournamentTierSchema.options.map((tier) => [tier, t(TIER_IDS[tier])])}
        onChange={(value) => onChange('tier', value)}
      />
      <CityField city={filters.city} onChange={onChange} />
      <Field>
        <Label htmlFor={monthId}>
          <T id="tournaments.filter.month" />
        </Label>
        <Input id={monthId} type="month" value={filters.month ?? ''} onChange={(event) => onChange('month', event.target.value)} />
      </Field>
      {isFiltered(filters) ? (
        <Clear $variant="ghost" onClick={onClear}>
          <T id="tournaments.filter.clear" />
        </Clear>
      ) : null}
    </Bar>
  );
}
