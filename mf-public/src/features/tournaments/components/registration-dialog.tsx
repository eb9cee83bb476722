import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { TournamentDetail, TournamentListItem } from '@padel/contracts';
import { Button, Dialog, FieldError, LoadingState } from '@padel/ui-kit';
import { useToast } from '@padel/platform';
import { useErrorText, useFieldErrorText, useRegisterForTournament, type FieldErrors } from '@padel/api';
import { useConfirmedTeams } from '../hooks/use-confirmed-teams';
import { T, useT } from '../../../i18n';
import { validateRegistration } from '../lib/registration-forms';
import { EntryFacts, NoConfirmedTeams, TeamChoice } from './registration-parts';
import { isFull } from './tournament-summary';

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

/**
 * Registers a confirmed team of the caller for an upcoming tournament through POST /api/tournament-registrations, at
 * the tournament's own tier and level (shown as facts, not chosen: decisions 111, 112), so Confirm needs only a team.
 * The partner confirms afterwards. Without a confirmed team it says so, with Confirm disabled.
 */
export function RegistrationDialog({
  tournament,
  playerId,
  onClose,
}: {
  /** The tournament (from its page: with its places and fee). */
  tournament: (TournamentListItem & Partial<Pick<TournamentDetail, 'maxTeams' | 'placesTaken' | 'entryFee'>>) | null;
  playerId: string | null;
  onClose: () => void;
}) {
  const { toast } = useToast();
  const t = useT();
  const errorText = useErrorText();
  const fieldText = useFieldErrorText();
  const teams = useConfirmedTeams();
  const [teamId, setTeamId] = useState('');
  const [touched, setTouched] = useState<Record<string, boolean>>({});

  const confirmedTeams = teams.teams;
  const values = { tournamentId: tournament?.id, playerId, teamId };
  const errors: FieldErrors = validateRegistration(values);
  const shown = (field: string) => (touched[field] ? errors[field] : undefined);
  // The team's message shows once the group was left (or the form submitted) and until a team is chosen.
  const teamError = shown('teamId') ? <FieldError id="registration-team-error">{fieldText(errors.teamId)}</FieldError> : null;

  const reset = () => {
    setTeamId('');
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
    setTouched({ teamId: true, form: true });
    if (Object.keys(errors).length > 0 || !tournament) return;
    // The tournament's own tier and level; one an older answer does not name is left to the server (its tournament's).
    const tier = tournament.tier ?? tournament.category;
    register.mutate({
      tournamentId: tournament.id,
      teamId,
      ...(tier ? { tier } : {}),
      ...(tournament.level ? { level: tournament.level } : {}),
    });
  };

  const canConfirm = Boolean(teamId) && !register.isPending && confirmedTeams.length > 0;

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
      ) : (
        <Form noValidate onSubmit={onSubmit} aria-label={t('registration.form')}>
          {shown('form') ? <FormError role="alert">{fieldText(errors.form)}</FormError> : null}
          <EntryFacts
            tier={tournament?.tier ?? tournament?.category}
            level={tournament?.level}
            entryFee={tournament?.entryFee}
            full={tournament ? isFull(tournament) : false}
          />
          {confirmedTeams.length === 0 ? (
            <NoConfirmedTeams onLeave={close} />
          ) : (
            <TeamChoice
              teams={confirmedTeams}
              value={teamId}
              onChange={setTeamId}
              onLeave={() => setTouched((current) => ({ ...current, teamId: true }))}
              error={teamError}
            />
          )}
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
