import { useState } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { useFieldErrors } from '@padel/ui-kit';
import { renderWithPlatform } from '@padel/platform/testing';
import { ProfileFields, type ProfileFieldsProps } from './profile-fields';

type Name = 'country' | 'strong_hand' | 'court_side' | 'height' | 'name' | 'photoUrl';
const empty: Record<Name, string> = { country: '', strong_hand: '', court_side: '', height: '', name: '', photoUrl: '' };

/** A form around the fields, holding the values as the profile form and the player dialog do; Check shows `errors`. */
function Form({
  errors = {},
  ...props
}: Omit<ProfileFieldsProps<Name>, 'values' | 'onChange' | 'wiring'> & { errors?: Record<string, string> }) {
  const wiring = useFieldErrors();
  const [values, setValues] = useState(empty);
  return (
    <form aria-label="Profile">
      <ProfileFields
        {...props}
        values={values}
        onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))}
        wiring={wiring}
      />
      <output>{JSON.stringify(values)}</output>
      <button type="button" onClick={() => wiring.setErrors(errors)}>
        Check
      </button>
    </form>
  );
}

const renderForm = (props: Parameters<typeof Form>[0]) => renderWithPlatform(<Form {...props} />, { auth: { status: 'signed-out' } });
const optionsOf = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((option) => [option.getAttribute('value'), option.textContent]);

describe('ProfileFields', () => {
  test('when the profile form asks four fields, then they are labelled, lower-case sides are offered and changes go to its names', () => {
    renderForm({
      fields: { country: 'country', strongHand: 'strong_hand', courtSide: 'court_side', height: 'height' },
      placeholders: { height: '180 cm' },
    });

    // Every country, its value the English name the data holds (decision 195).
    expect(optionsOf('Country')[0]).toEqual(['', 'Choose a country']);
    expect(optionsOf('Country')).toContainEqual(['Jordan', 'Jordan']);
    expect(screen.getByLabelText('Country').getAttribute('autocomplete')).toBe('country-name');
    expect(screen.getByLabelText('Height').getAttribute('placeholder')).toBe('180 cm');
    expect(optionsOf('Strong Hand')).toEqual([
      ['', 'Not set'],
      ['left', 'Left'],
      ['right', 'Right'],
    ]);
    expect(screen.queryByLabelText('Name')).toBeNull();
    expect(screen.queryByLabelText(/Photo URL/)).toBeNull();

    fireEvent.change(screen.getByLabelText('Court Side'), { target: { value: 'right' } });
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'Oman' } });

    expect(JSON.parse(screen.getByRole('status').textContent ?? '{}')).toMatchObject({ court_side: 'right', country: 'Oman' });
  });

  test('when the player dialog asks every field with optional markers, then those labels say (optional) and sides are capitalised', () => {
    renderForm({
      fields: {
        name: 'name',
        country: 'country',
        strongHand: 'strong_hand',
        courtSide: 'court_side',
        height: 'height',
        photoUrl: 'photoUrl',
      },
      optionalMarkers: true,
      sideValues: 'capitalised',
      placeholders: { height: 'e.g. 180 cm', photoUrl: 'https://' },
    });

    expect(screen.getByLabelText('Name').getAttribute('autocomplete')).toBe('name');
    expect(screen.getByLabelText('Country')).toBeTruthy();
    expect(screen.getByLabelText('Strong Hand (optional)')).toBeTruthy();
    expect(screen.getByLabelText('Height (optional)').getAttribute('placeholder')).toBe('e.g. 180 cm');
    const photo = screen.getByLabelText('Photo URL (optional)');
    expect([photo.getAttribute('type'), photo.getAttribute('placeholder')]).toEqual(['url', 'https://']);
    expect(optionsOf('Court Side (optional)')).toEqual([
      ['', 'Not set'],
      ['Left', 'Left'],
      ['Right', 'Right'],
    ]);
  });

  test('when a field has an error under its form name, then the control is invalid and described by the message', () => {
    renderForm({ fields: { country: 'country', strongHand: 'strong_hand' }, errors: { strong_hand: 'Must be left or right' } });

    fireEvent.click(screen.getByRole('button', { name: 'Check' }));

    const hand = screen.getByLabelText('Strong Hand');
    expect(hand.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(hand.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Must be left or right');
    expect(screen.getByLabelText('Country').getAttribute('aria-invalid')).toBeNull();
  });
});

describe('ProfileFields in Arabic', () => {
  test('when the fields are shown on the Arabic site, then labels, optional markers and options are Arabic and the values stay the API values', () => {
    renderWithPlatform(
      <Form fields={{ name: 'name', country: 'country', strongHand: 'strong_hand', courtSide: 'court_side' }} optionalMarkers />,
      { auth: { status: 'signed-out' }, language: 'ar' },
    );

    expect(screen.getByLabelText('الاسم')).toBeTruthy();
    expect(screen.getByLabelText('الدولة')).toBeTruthy();
    // Countries outside the Gulf are named in Arabic too (Intl.DisplayNames), their values the data's English names.
    expect(optionsOf('الدولة')).toContainEqual(['Jordan', 'الأردن']);
    expect(optionsOf('الدولة')).toContainEqual(['Qatar', 'قطر']);
    expect(optionsOf('اليد القوية (اختياري)')).toEqual([
      ['', 'غير محدد'],
      ['left', 'اليسرى'],
      ['right', 'اليمنى'],
    ]);
    expect(optionsOf('جهة اللعب في الملعب (اختياري)')).toEqual([
      ['', 'غير محدد'],
      ['left', 'اليسار'],
      ['right', 'اليمين'],
    ]);
    expect(screen.getByRole('form').textContent).not.toMatch(/Name|Country|Strong Hand|Court Side|optional|Not set/);
  });
});
