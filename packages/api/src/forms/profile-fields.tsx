import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import type { Hand } from '@padel/contracts';
import { Field, FormRow, Input, Label, Select, SharedT, useSharedT, type useFieldErrors } from '@padel/ui-kit';
import { useLabels } from '@padel/api';
import { CountrySelect } from './country-select';

/** A player's profile fields, as the profile form (mf-teams) and the register-as-player dialog (mf-public) ask them. */
export type ProfileField = 'name' | 'country' | 'strongHand' | 'courtSide' | 'height' | 'photoUrl';

/** A form's ids and error wiring by field name: ui-kit's `useFieldErrors()` or the same shape. */
export type FieldWiring = Pick<ReturnType<typeof useFieldErrors>, 'idOf' | 'errorProps' | 'errorText'>;

export interface ProfileFieldsProps<K extends string> {
  /** The fields shown, each by the name it has in the form's values, ids and errors. Pairs share a row. */
  fields: Partial<Record<ProfileField, K>>;
  values: Readonly<Record<K, string>>;
  onChange: (name: K, value: string) => void;
  wiring: FieldWiring;
  /** "(optional)" after the labels of the fields a player may leave empty. */
  optionalMarkers?: boolean;
  /** The values of the hand and side options: `left`/`right` (profile API) or `Left`/`Right` (the older player form). */
  sideValues?: 'lowercase' | 'capitalised';
  /** Already translated. */
  placeholders?: Partial<Record<ProfileField, string>>;
}

const optionalFields: ReadonlySet<ProfileField> = new Set(['strongHand', 'courtSide', 'height', 'photoUrl']);
const rows: ReadonlyArray<readonly [ProfileField, ProfileField]> = [
  ['name', 'country'],
  ['strongHand', 'courtSide'],
  ['height', 'photoUrl'],
];
const sides: readonly Hand[] = ['left', 'right'];
const capitalised: Record<Hand, string> = { left: 'Left', right: 'Right' };
const autoComplete: Partial<Record<ProfileField, string>> = { name: 'name', country: 'country-name' };

const Optional = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The profile fields from props: a row holds two fields side by side, or one across the form. */
export function ProfileFields<K extends string>({
  fields,
  values,
  onChange,
  wiring: { idOf, errorProps, errorText },
  optionalMarkers = false,
  sideValues = 'lowercase',
  placeholders = {},
}: ProfileFieldsProps<K>) {
  const t = useSharedT();
  const labels = useLabels();
  const control = (field: ProfileField, name: K): ReactNode => {
    const common = {
      id: idOf(name),
      value: values[name],
      onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
      ...errorProps(name),
    };
    if (field === 'strongHand' || field === 'courtSide') {
      return (
        <Select {...common}>
          <option value="">{t('profile.field.notSet')}</option>
          {sides.map((side) => (
            <option key={side} value={sideValues === 'lowercase' ? side : capitalised[side]}>
              {field === 'strongHand' ? labels.hand(side) : labels.side(side)}
            </option>
          ))}
        </Select>
      );
    }
    if (field === 'country') return <CountrySelect {...common} autoComplete={autoComplete[field]} />;
    return (
      <Input
        {...common}
        type={field === 'photoUrl' ? 'url' : undefined}
        autoComplete={autoComplete[field]}
        placeholder={placeholders[field]}
      />
    );
  };

  const field = (which: ProfileField, name: K) => (
    <Field key={which}>
      <Label htmlFor={idOf(name)}>
        {t(`profile.field.${which}` as const)}
        {optionalMarkers && optionalFields.has(which) ? (
          <>
            {' '}
            <Optional>
              <SharedT id="profile.field.optional" />
            </Optional>
          </>
        ) : null}
      </Label>
      {control(which, name)}
      {errorText(name)}
    </Field>
  );

  return (
    <>
      {rows.map((row) => {
        const shown = row.flatMap((which) => {
          const name = fields[which];
          return name === undefined ? [] : [field(which, name)];
        });
        if (shown.length === 0) return null;
        return shown.length === 1 ? <Fragment key={row[0]}>{shown}</Fragment> : <FormRow key={row[0]}>{shown}</FormRow>;
      })}
    </>
  );
}
