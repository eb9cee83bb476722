import { useState, type FormEvent } from 'react';
import { ProfilePatchSchema, type Profile } from '@padel/contracts';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Field, Input, Label } from '@padel/ui-kit';
import { useToast } from '@padel/platform';
import { fieldErrorsOf, useErrorText, useUpdateProfile } from '@padel/api';
import { ProfileFields } from '@padel/api/components';
import { useTranslatedFieldErrors } from '../../../components/field-errors';
import { useT } from '../../../i18n';

/** What the form holds; empty hand and side mean not set (sent as null). */
type ProfileFormValues = Record<'country' | 'strong_hand' | 'court_side' | 'height', string>;

function valuesOf(profile: Profile): ProfileFormValues {
  return {
    country: profile.country ?? '',
    strong_hand: profile.strong_hand ?? '',
    court_side: profile.court_side ?? '',
    height: profile.height ?? '',
  };
}

/** SPEC §2 Profile: the edit form. The full name is shown disabled and never sent. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const t = useT();
  const errorText = useErrorText();
  const fieldErrors = useTranslatedFieldErrors();
  const { setErrors, idOf } = fieldErrors;
  const { toast } = useToast();
  const updateProfile = useUpdateProfile({
    onSuccess: () => toast({ title: t('profile.updated.title'), description: t('profile.updated.description') }),
    onError: (error) =>
      toast({ title: t('common.error'), description: errorText(error, t('profile.updateFailed')), variant: 'destructive' }),
  });
  const [values, setValues] = useState<ProfileFormValues>(() => valuesOf(profile));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ProfilePatchSchema.safeParse({
      country: values.country,
      strong_hand: values.strong_hand || null,
      court_side: values.court_side || null,
      height: values.height,
    });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    updateProfile.mutate(parsed.data);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('profile.form.title')}</CardTitle>
        <CardDescription>{t('profile.form.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate aria-label={t('profile.form.title')}>
          <Field>
            <Label htmlFor={idOf('full_name')}>{t('profile.form.fullName')}</Label>
            <Input id={idOf('full_name')} value={profile.full_name} disabled readOnly />
          </Field>
          <ProfileFields
            fields={{ country: 'country', strongHand: 'strong_hand', courtSide: 'court_side', height: 'height' }}
            values={values}
            onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))}
            wiring={fieldErrors}
            placeholders={{ height: t('profile.form.heightPlaceholder') }}
          />
          <Button type="submit" disabled={updateProfile.isPending}>
            {updateProfile.isPending ? t('profile.form.saving') : t('profile.form.save')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
