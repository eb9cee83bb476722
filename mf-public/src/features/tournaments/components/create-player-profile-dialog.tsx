import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Dialog, Field, FieldError, Input, Label, Select } from '@padel/ui-kit';
import { useToast } from '@padel/platform';
import { useMyProfile, useRegisterPlayer } from '@padel/api';
import { emptyPlayerForm, parsePlayerForm, type FieldErrors, type PlayerFormValues } from '../lib/registration-forms';

const Form = styled.form`
  margin-top: 18px;
`;

const Row = styled.div`
  display: grid;
  gap: 0 12px;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: 10px;
  margin-top: 6px;
`;

const Optional = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * "Create Your Player Profile": shown when a signed-in user without a registered player wants to register
 * for a tournament. The register-as-player form (SPEC §5), or I'll do this later.
 */
export function CreatePlayerProfileDialog({
  open,
  onClose,
  onRegistered,
}: {
  open: boolean;
  onClose: () => void;
  onRegistered: () => void;
}) {
  const profile = useMyProfile();
  const register = useRegisterPlayer();
  const { toast } = useToast();
  const [edited, setEdited] = useState<Partial<PlayerFormValues>>({});
  const [errors, setErrors] = useState<FieldErrors>({});

  // Name and country start from the account's profile until the user edits them.
  const values: PlayerFormValues = {
    ...emptyPlayerForm,
    name: profile.data?.full_name ?? '',
    country: profile.data?.country ?? '',
    ...edited,
  };
  const set = (field: keyof PlayerFormValues) => (event: { target: { value: string } }) =>
    setEdited((previous) => ({ ...previous, [field]: event.target.value }));

  const close = () => {
    if (register.isPending) return;
    setEdited({});
    setErrors({});
    onClose();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = parsePlayerForm(values);
    if (result.errors) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    // mutateAsync: the toast must show even when linking the player already swapped this dialog out.
    register.mutateAsync(result.data).then(
      () => {
        toast({ title: 'Success!', description: 'You are now registered as a player.' });
        setEdited({});
        onRegistered();
      },
      (error: Error) => toast({ title: 'Error', description: error.message || 'Failed to register as a player', variant: 'destructive' }),
    );
  };

  const invalid = (name: string) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `player-${name}-error` : undefined,
  });
  const errorOf = (name: string) => (errors[name] ? <FieldError id={`player-${name}-error`}>{errors[name]}</FieldError> : null);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title="Create Your Player Profile"
      description="Register as a player to enter tournaments, appear in the rankings and team up with a partner."
      width="560px"
    >
      <Form noValidate onSubmit={onSubmit} aria-label="Register as a player">
        <Row>
          <Field>
            <Label htmlFor="player-name">Name</Label>
            <Input id="player-name" autoComplete="name" value={values.name} onChange={set('name')} {...invalid('name')} />
            {errorOf('name')}
          </Field>
          <Field>
            <Label htmlFor="player-country">Country</Label>
            <Input
              id="player-country"
              autoComplete="country-name"
              value={values.country}
              onChange={set('country')}
              {...invalid('country')}
            />
            {errorOf('country')}
          </Field>
        </Row>
        <Row>
          <Field>
            <Label htmlFor="player-strong-hand">
              Strong Hand <Optional>(optional)</Optional>
            </Label>
            <Select id="player-strong-hand" value={values.strongHand} onChange={set('strongHand')} {...invalid('strongHand')}>
              <option value="">Not set</option>
              <option value="Right">Right</option>
              <option value="Left">Left</option>
            </Select>
            {errorOf('strongHand')}
          </Field>
          <Field>
            <Label htmlFor="player-court-side">
              Court Side <Optional>(optional)</Optional>
            </Label>
            <Select id="player-court-side" value={values.courtSide} onChange={set('courtSide')} {...invalid('courtSide')}>
              <option value="">Not set</option>
              <option value="Left">Left</option>
              <option value="Right">Right</option>
            </Select>
            {errorOf('courtSide')}
          </Field>
        </Row>
        <Row>
          <Field>
            <Label htmlFor="player-height">
              Height <Optional>(optional)</Optional>
            </Label>
            <Input id="player-height" placeholder="e.g. 180 cm" value={values.height} onChange={set('height')} {...invalid('height')} />
            {errorOf('height')}
          </Field>
          <Field>
            <Label htmlFor="player-photo">
              Photo URL <Optional>(optional)</Optional>
            </Label>
            <Input
              id="player-photo"
              type="url"
              placeholder="https://"
              value={values.photoUrl}
              onChange={set('photoUrl')}
              {...invalid('photoUrl')}
            />
            {errorOf('photoUrl')}
          </Field>
        </Row>
        <Actions>
          <Button $variant="outline" onClick={close} disabled={register.isPending}>
            I&apos;ll do this later
          </Button>
          <Button type="submit" disabled={register.isPending}>
            {register.isPending ? 'Creating profile...' : 'Create Player Profile'}
          </Button>
        </Actions>
      </Form>
    </Dialog>
  );
}
