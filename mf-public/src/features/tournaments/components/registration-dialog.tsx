import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { Level, TournamentListItem } from '@padel/contracts';
import { Button, Dialog, EmptyState, Field, FieldError, Label, LoadingState, Select, UsersIcon } from '@padel/ui-kit';
import { AppLink, useAuth, useToast } from '@padel/platform';
import { partnerNameOf, useErrorText, useFieldErrorText, useRegisterForTournament, type FieldErrors } from '@padel/api';
import { useConfirmedTeams } from '../hooks/use-confirmed-teams';
import { T, useT } from '../../../i18n';
import { TIER_IDS } from '../../../i18n/labels';
import { DEFAULT_TIER, LEVEL_OPTIONS, TIER_OPTIONS, validateRegistration, type TierValue } from '../lib/registration-forms';

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

const FormError = styled(FieldError)`
  margin: 0 0 12px;
`;

const NoTeams = styled.div`
  margin-top: 16px;
  h3 {
    color: ${({ theme }) => theme.colors.text};
    font-size: 1.05rem;
  }
`;

const ButtonLink = styled(AppLink)`
  font-weight: 600;
`;

/**
 * Registers a confirmed team of the caller for an upcoming tournament at a level (C or D) and tier
 * (Bronze by default), through POST /api/tournament-registrations. The partner confirms afterwards.
 */
export function RegistrationDialog({
  tournament,
  playerId,
  onClose,
}: {
  tournament: TournamentListItem | null;
  playerId: string | null;
  onClose: () => void;
}) {
  const { user } = useAuth();
  const { toast } = useToast();
  const t = useT();
  const errorText = useErrorText();
  const fieldText = useFieldErrorText();
  const teams = useConfirmedTeams();
  const [teamId, setTeamId] = useState('');
  const [level, setLevel] = useState<'' | Level>('');
  const [tier, setTier] = useState<TierValue>(DEFAULT_TIER);
  const [touched, setTouched] = useState<Record<string, boolean>>({});

  const confirmedTeams = teams.teams;
  const values = { tournamentId: tournament?.id, playerId, teamId, level };
  const errors: FieldErrors = validateRegistration(values);
  const shown = (field: string) => (touched[field] ? errors[field] : undefined);
  // A field's message shows once it was left (or the form submitted) and until it is valid.
  const touchedField = (field: 'teamId' | 'level', id: string) => ({
    id,
    onBlur: () => setTouched((t) => ({ ...t, [field]: true })),
    'aria-invalid': shown(field) ? true : undefined,
    'aria-describedby': shown(field) ? `${id}-error` : undefined,
  });
  const messageFor = (field: 'teamId' | 'level', id: string) =>
    shown(field) ? <FieldError id={`${id}-error`}>{fieldText(errors[field])}</FieldError> : null;

  const reset = () => {
    setTeamId('');
    setLevel('');
    setTier(DEFAULT_TIER);
    setTouched({});
  };

  const register = useRegisterForTournament({
    onSuccess: () => {
      toast({
        title: t('registration.success.title'),
        description: t('registration.success.description'),
      });
      reset();
      onClose();
    },
    onError: (error) =>
      toast({
        title: t('registration.failed.title'),
        description: errorText(error, t('registration.failed.description')),
        variant: 'destructive',
      }),
  });

  const close = () => {
    if (register.isPending) return;
    reset();
    onClose();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ teamId: true, level: true, form: true });
    if (Object.keys(errors).length > 0 || !tournament || !level) return;
    register.mutate({ tournamentId: tournament.id, teamId, tier, level });
  };

  const canConfirm = Boolean(teamId && level) && !register.isPending && confirmedTeams.length > 0;

  return (
    <Dialog
      open={tournament !== null}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title={t('registration.title')}
      description={tournament ? t('registration.description', { name: tournament.name }) : undefined}
      width="520px"
    >
      {teams.isPending ? (
        <LoadingState label={t('registration.loadingTeams')} />
      ) : teams.error ? (
        <p role="alert" style={{ marginTop: 16 }}>
          {errorText(teams.error, t('registration.failedTeams'))}
        </p>
      ) : confirmedTeams.length === 0 ? (
        <NoTeams>
          <EmptyState message={t('registration.noTeams.message')} icon={<UsersIcon size={28} />}>
            <h3>
              <T id="registration.noTeams.title" />
            </h3>
            <ButtonLink href="/my-teams" onClick={close}>
              <T id="registration.noTeams.link" />
            </ButtonLink>
          </EmptyState>
        </NoTeams>
      ) : (
        <Form noValidate onSubmit={onSubmit} aria-label={t('registration.form')}>
          {shown('form') ? <FormError role="alert">{fieldText(errors.form)}</FormError> : null}
          <Field>
            <Label htmlFor="registration-team">
              <T id="registration.team" />
            </Label>
            <Select value={teamId} onChange={(event) => setTeamId(event.target.value)} {...touchedField('teamId', 'registration-team')}>
              <option value="">{t('registration.selectTeam')}</option>
              {confirmedTeams.map((team) => (
                <option key={team.id} value={team.id}>
                  {t('registration.youAndPartner', { partner: user ? partnerNameOf(team, user.id) : '' })}
                </option>
              ))}
            </Select>
            {messageFor('teamId', 'registration-team')}
          </Field>
          <Field>
            <Label htmlFor="registration-level">
              <T id="registration.level" />
            </Label>
            <Select
              value={level}
              onChange={(event) => setLevel(event.target.value as '' | Level)}
              {...touchedField('level', 'registration-level')}
            >
              <option value="">{t('registration.selectLevel')}</option>
              {LEVEL_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {t(option.label)}
                </option>
              ))}
            </Select>
            {messageFor('level', 'registration-level')}
          </Field>
          <Field>
            <Label htmlFor="registration-tier">
              <T id="registration.tier" />
            </Label>
            <Select id="registration-tier" value={tier} onChange={(event) => setTier(event.target.value as TierValue)}>
              {TIER_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {t(TIER_IDS[option])}
                </option>
              ))}
            </Select>
          </Field>
          <Actions>
            <Button $variant="outline" onClick={close} disabled={register.isPending}>
              <T id="registration.cancel" />
            </Button>
            <Button type="submit" disabled={!canConfirm}>
              {register.isPending ? <T id="registration.registering" /> : <T id="registration.confirm" />}
            </Button>
          </Actions>
        </Form>
      )}
    </Dialog>
  );
}
