import { useMemo, type ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { countryChoices, countryName } from '@padel/platform';
import { Select, useSharedT } from '@padel/ui-kit';

/**
 * A Country field: every country, named in the reader's language (the catalog's Gulf names, the browser's
 * Intl.DisplayNames for the rest), its value the English name the data holds ("Jordan"). A stored value that names no
 * country of the list (an older profile's "UAE", a typo) stays a choice of its own, so saving does not change it
 * (decision 195).
 */
export function CountrySelect({ value, ...props }: Omit<ComponentProps<typeof Select>, 'children'> & { value: string }) {
  const intl = useIntl();
  const t = useSharedT();
  const choices = useMemo(() => countryChoices(intl), [intl]);
  const listed = value === '' || choices.some((choice) => choice.value === value);
  return (
    <Select value={value} {...props}>
      <option value="">{t('labels.chooseCountry')}</option>
      {listed ? null : <option value={value}>{countryName(intl, value)}</option>}
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </Select>
  );
}
