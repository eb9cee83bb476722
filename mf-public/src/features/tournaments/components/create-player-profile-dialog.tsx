import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Dialog, useFieldErrors } from '@padel/ui-kit';
import { useToast } from '@padel/platform';
import { useErrorText, useFieldErrorText, useMyProfile, useRegisterPlayer, type FieldErrors } from '@padel/api';
import { ProfileFields } from '@padel/api/components';
import { T, useT } from '../../../i18n';
import { emptyPlayerForm, parsePlayerForm, type PlayerFormValues } from '../lib/registration-forms';

const Form = styled.form`
  margin-top: 18px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: 10px;
  margin-top: 6px;
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
  const t = useT();
  const errorText = useErrorText();
  const fieldText = useFieldErrorText();
  const [edited, setEdited] = useState<Partial<PlayerFormValues>>({});
  const fieldErrors = useFieldErrors();
  const { setErrors } = fieldErrors;

  // Name and country start from the account's profile until the user edits them.
  const values: PlayerFormValues = {
    ...emptyPlayerForm,
    name: profile.data?.full_name ?? '',
    country: profile.data?.country ?? '',
    ...edited,
  };

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
      const translated: FieldErrors = {};
      for (const [field, message] of Object.entries(result.errors)) translated[field] = fieldText(message);
      setErrors(translated);
      return;
    }
    setErrors({});
    // mutateAsync: the toast must show even when linking the player already swapped this dialog out.
    register.mutateAsync(result.data).then(
      () => {
        toast({ title: t('profile.success.title'), description: t('profile.success.description') });
        setEdited({});
        onRegistered();
      },
      (error: Error) =>
        toast({ title: t('profile.failed.title'), description: errorText(error, t('profile.failed.description')), variant: 'destructive' }),
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title={t('profile.title')}
      description={t('profile.description')}
      width="560px"
    >
      <Form noValidate onSubmit={onSubmit} aria-label={t('profile.form')}>
        <ProfileFields
          fields={{
            name: 'name',
            country: 'country',
            strongHand: 'strongHand',
            courtSide: 'courtSide',
            height: 'height',
            photoUrl: 'photoUrl',
          }}
          values={values}
          onChange={(name, value) => setEdited((previous) => ({ ...previous, [name]: value }))}
          wiring={fieldErrors}
          optionalMarkers
          sideValues="capitalised"
          placeholders={{ height: t('profile.heightPlaceholder'), photoUrl: 'https://' }}
        />
        <Actions>
          <Button $variant="outline" onClick={close} disabled={register.isPending}>
            <T id="profile.later" />
          </Button>
          <Button type="submit" disabled={register.isPending}>
            {register.isPending ? <T id="profile.creating" /> : <T id="profile.create" />}
          </Button>
        </Actions>
      </Form>
    </Dialog>
  );
}
