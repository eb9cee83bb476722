import { useState, type FormEvent } from 'react';
import { ProfilePatchSchema, type Profile } from '@padel/contracts';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Field,
  FormRow,
  Input,
  Label,
  Select,
  useFieldErrors,
} from '@padel/ui-kit';
import { useToast } from '@padel/platform';
import { fieldErrorsOf, messageOf, useUpdateProfile } from '@padel/api';

interface ProfileFormValues {
  country: string;
  strong_hand: '' | 'left' | 'right';
  court_side: '' | 'left' | 'right';
  height: string;
}

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
  const { setErrors, idOf, errorProps, errorText } = useFieldErrors();
  const { toast } = useToast();
  const updateProfile = useUpdateProfile({
    onSuccess: () => toast({ title: 'Profile Updated', description: 'Your profile has been updated successfully.' }),
    onError: (error) => toast({ title: 'Error', description: messageOf(error, 'Failed to update profile'), variant: 'destructive' }),
  });
  const [values, setValues] = useState<ProfileFormValues>(() => valuesOf(profile));

  const set = <K extends keyof ProfileFormValues>(key: K, value: ProfileFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

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
          <Field>
            <Label htmlFor={idOf('country')}>Country</Label>
            <Input
              id={idOf('country')}
              value={values.country}
              placeholder="United Arab Emirates"
              autoComplete="country-name"
              onChange={(event) => set('country', event.target.value)}
              {...errorProps('country')}
            />
            {errorText('country')}
          </Field>
          <FormRow>
            <Field>
              <Label htmlFor={idOf('strong_hand')}>Strong Hand</Label>
              <Select
                id={idOf('strong_hand')}
                value={values.strong_hand}
                onChange={(event) => set('strong_hand', event.target.value as ProfileFormValues['strong_hand'])}
                {...errorProps('strong_hand')}
              >
                <option value="">Not set</option>
                <option value="left">Left</option>
                <option value="right">Right</option>
              </Select>
              {errorText('strong_hand')}
            </Field>
            <Field>
              <Label htmlFor={idOf('court_side')}>Court Side</Label>
              <Select
                id={idOf('court_side')}
                value={values.court_side}
                onChange={(event) => set('court_side', event.target.value as ProfileFormValues['court_side'])}
                {...errorProps('court_side')}
              >
                <option value="">Not set</option>
                <option value="left">Left</option>
                <option value="right">Right</option>
              </Select>
              {errorText('court_side')}
            </Field>
          </FormRow>
          <Field>
            <Label htmlFor={idOf('height')}>Height</Label>
            <Input
              id={idOf('height')}
              value={values.height}
              placeholder="180 cm"
              onChange={(event) => set('height', event.target.value)}
              {...errorProps('height')}
            />
            {errorText('height')}
          </Field>
          <Button type="submit" disabled={updateProfile.isPending}>
            {updateProfile.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
