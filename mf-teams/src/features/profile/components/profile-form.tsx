import { useState, type FormEvent } from 'react';
import { ProfilePatchSchema, type Profile } from '@padel/contracts';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Field, Input, Label, useFieldErrors } from '@padel/ui-kit';
import { useToast } from '@padel/platform';
import { fieldErrorsOf, messageOf, ProfileFields, useUpdateProfile } from '@padel/api';

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
  const fieldErrors = useFieldErrors();
  const { setErrors, idOf } = fieldErrors;
  const { toast } = useToast();
  const updateProfile = useUpdateProfile({
    onSuccess: () => toast({ title: 'Profile Updated', description: 'Your profile has been updated successfully.' }),
    onError: (error) => toast({ title: 'Error', description: messageOf(error, 'Failed to update profile'), variant: 'destructive' }),
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
        <CardTitle as="h2">Edit Profile</CardTitle>
        <CardDescription>Keep your player details up to date for partners and organizers.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate aria-label="Edit Profile">
          <Field>
            <Label htmlFor={idOf('full_name')}>Full Name</Label>
            <Input id={idOf('full_name')} value={profile.full_name} disabled readOnly />
          </Field>
          <ProfileFields
            fields={{ country: 'country', strongHand: 'strong_hand', courtSide: 'court_side', height: 'height' }}
            values={values}
            onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))}
            wiring={fieldErrors}
            placeholders={{ country: 'United Arab Emirates', height: '180 cm' }}
          />
          <Button type="submit" disabled={updateProfile.isPending}>
            {updateProfile.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
