import styled from 'styled-components';
import type { Level, Match } from '@padel/contracts';
import { Button, Field, Input, isolated, Label, Select, UserText } from '@padel/ui-kit';
import { T, useT } from '../../../i18n';
import { useFinalScoreForm } from '../hooks/use-final-score-form';
import { needsTiebreak, type Outcome } from '../lib/final-score-form';
import { SIDES, teamName } from '../lib/score';

const outcomes: readonly Outcome[] = ['completed', 'walkover', 'retired'];

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 14px;
`;

const SetRow = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 8px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: 10px 12px;
  legend {
    font-weight: 600;
    padding: 0 4px;
  }
  input {
    min-height: 44px;
  }
`;

const Errors = styled.ul`
  margin: 0;
  padding-inline-start: 18px;
  color: ${({ theme }) => theme.colors.destructive};
  font-weight: 600;
`;

/** Final-score entry: set by set (level C up to three, D one; tie-break points at 7-6), walkover or retirement. */
export function FinalScoreForm({ tournamentId, match, level }: { tournamentId: string; match: Match; level: Level }) {
  const t = useT();
  const form = useFinalScoreForm(tournamentId, match, level);
  const showSets = form.values.outcome !== 'walkover';
  const team = (side: (typeof SIDES)[number]) => teamName(t, match, side);
  return (
    <Form aria-label={t(form.correction ? 'finalScore.correction.title' : 'finalScore.form.label')} onSubmit={form.submit} noValidate>
      <Field>
        <Label htmlFor="final-outcome">
          <T id="finalScore.result" />
        </Label>
        <Select id="final-outcome" value={form.values.outcome} onChange={(event) => form.setOutcome(event.target.value as Outcome)}>
          {outcomes.map((outcome) => (
            <option key={outcome} value={outcome}>
              {t('finalScore.outcome', { outcome })}
            </option>
          ))}
        </Select>
      </Field>
      {form.values.outcome === 'completed' ? null : (
        <Field>
          <Label htmlFor="final-winner">
            <T id="finalScore.winner" />
          </Label>
          <Select
            id="final-winner"
            value={form.values.winner}
            onChange={(event) => form.setWinner(event.target.value as typeof form.values.winner)}
          >
            <option value="">{t('finalScore.chooseWinner')}</option>
            {SIDES.map((side) => (
              <option key={side} value={side}>
                {isolated(team(side))}
              </option>
            ))}
          </Select>
        </Field>
      )}
      {showSets
        ? form.values.sets.map((set, index) => (
            <SetRow key={index}>
              <legend>{t(index === 2 ? 'finalScore.set.ifPlayed' : 'match.set', { number: index + 1 })}</legend>
              {SIDES.map((side) => (
                <Field key={side}>
                  <Label htmlFor={`set-${index}-${side}`}>
                    <T id="finalScore.set.games" values={{ number: index + 1, team: <UserText>{team(side)}</UserText> }} />
                  </Label>
                  <Input
                    id={`set-${index}-${side}`}
                    inputMode="numeric"
                    value={set[side]}
                    onChange={(event) => form.setSet(index, side, event.target.value)}
                  />
                </Field>
              ))}
              {needsTiebreak(set)
                ? SIDES.map((side) => {
                    const key = side === 'team1' ? 'tiebreak1' : 'tiebreak2';
                    return (
                      <Field key={key}>
                        <Label htmlFor={`set-${index}-${key}`}>
                          <T id="finalScore.set.tiebreak" values={{ number: index + 1, team: <UserText>{team(side)}</UserText> }} />
                        </Label>
                        <Input
                          id={`set-${index}-${key}`}
                          inputMode="numeric"
                          value={set[key]}
                          onChange={(event) => form.setSet(index, key, event.target.value)}
                        />
                      </Field>
                    );
                  })
                : null}
            </SetRow>
          ))
        : null}
      {form.errors.length > 0 ? (
        <Errors role="alert" aria-label={t('finalScore.problems.label')}>
          {form.errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </Errors>
      ) : null}
      <Button type="submit" $size="lg" disabled={form.sending}>
        {t(form.sending ? 'finalScore.saving' : form.correction ? 'finalScore.saveCorrection' : 'finalScore.save')}
      </Button>
    </Form>
  );
}
