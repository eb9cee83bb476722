import { useState, type FormEvent } from 'react';
import { CategorySchema, OrganizerApplicationRequestSchema, OrgTypeSchema, type Category } from '@padel/contracts';
import { fieldErrorsOf, useApplyAsOrganizer, useErrorText, useFieldErrorText } from '@padel/api';
import { CountrySelect } from '@padel/api/components';
import { useToast } from '@padel/platform';
import { Button, ChoiceGroup, ChoiceRow, Field, FieldError, Input, Label, SectionCard, Select } from '@padel/ui-kit';
import { T, useT } from '../../i18n';

const TEXT_FIELDS = ['organization_name', 'website', 'phone', 'city'] as const;
const LONG_FIELDS = ['venues', 'experience'] as const;
type FieldName = (typeof TEXT_FIELDS)[number] | (typeof LONG_FIELDS)[number] | 'country';

/** SPEC §3's organizer application as a form; the contract's schema checks it here and again on the server. */
export function ApplicationForm() {
  const t = useT();
  const { toast } = useToast();
  const errorText = useErrorText();
  const fieldText = useFieldErrorText();
  const [values, setValues] = useState<Record<FieldName, string>>({
    organization_name: '',
    website: '',
    phone: '',
    city: '',
    country: '',
    venues: '',
    experience: '',
  });
  const [orgType, setOrgType] = useState<string>('club');
  const [categories, setCategories] = useState<Category[]>(['bronze']);
  const [confirmed, setConfirmed] = useState(false);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const apply = useApplyAsOrganizer({
    onSuccess: () => toast({ title: t('application.submitted.title'), description: t('application.submitted.description') }),
    onError: (error) =>
      toast({
        title: t('application.error.title'),
        description: errorText(error, t('application.error.fallback')),
        variant: 'destructive',
      }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = OrganizerApplicationRequestSchema.safeParse({
      ...values,
      org_type: orgType,
      preferred_categories: categories,
      compliance_confirmed: confirmed,
    });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    apply.mutate(parsed.data);
  };

  const textField = (name: FieldName, long = false) => (
    <Field key={name}>
      <Label htmlFor={`application-${name}`}>{t(`application.field.${name}`)}</Label>
      <Input
        id={`application-${name}`}
        as={long ? 'textarea' : 'input'}
        value={values[name]}
        aria-invalid={errors[name] ? true : undefined}
        onChange={(event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      />
      {errors[name] ? <FieldError role="alert">{fieldText(errors[name])}</FieldError> : null}
    </Field>
  );

  return (
    <SectionCard
      titleId="application-form-heading"
      title={<T id="application.form.title" />}
      description={<T id="application.form.description" />}
    >
      <form onSubmit={submit} noValidate aria-label={t('application.form.title')}>
        {textField('organization_name')}
        <Field>
          <Label htmlFor="application-org_type">{t('application.field.org_type')}</Label>
          <Select id="application-org_type" value={orgType} onChange={(event) => setOrgType(event.target.value)}>
            {OrgTypeSchema.options.map((type) => (
              <option key={type} value={type}>
                {t('application.orgType', { type })}
              </option>
            ))}
          </Select>
        </Field>
        {TEXT_FIELDS.slice(1).map((name) => textField(name))}
        <Field>
          <Label htmlFor="application-country">{t('application.field.country')}</Label>
          <CountrySelect
            id="application-country"
            value={values.country}
            aria-invalid={errors.country ? true : undefined}
            onChange={(event) => setValues((current) => ({ ...current, country: event.target.value }))}
          />
          {errors.country ? <FieldError role="alert">{fieldText(errors.country)}</FieldError> : null}
        </Field>
        <ChoiceGroup>
          <legend>{t('application.field.preferred_categories')}</legend>
          {CategorySchema.options.map((category) => (
            <ChoiceRow key={category}>
              <input
                type="checkbox"
                checked={categories.includes(category)}
                onChange={(event) =>
                  setCategories((current) => (event.target.checked ? [...current, category] : current.filter((item) => item !== category)))
                }
              />
              {t('tournament.category', { category })}
            </ChoiceRow>
          ))}
          {errors.preferred_categories ? <FieldError role="alert">{fieldText(errors.preferred_categories)}</FieldError> : null}
        </ChoiceGroup>
        {LONG_FIELDS.map((name) => textField(name, true))}
        <ChoiceRow>
          <input type="checkbox" checked={confirmed} onChange={(event) => setConfirmed(event.target.checked)} />
          {t('application.field.compliance_confirmed')}
        </ChoiceRow>
        {errors.compliance_confirmed ? <FieldError role="alert">{fieldText(errors.compliance_confirmed)}</FieldError> : null}
        <Button type="submit" disabled={apply.isPending}>
          {apply.isPending ? <T id="application.submitting" /> : <T id="application.submit" />}
        </Button>
      </form>
    </SectionCard>
  );
}
