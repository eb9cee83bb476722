import styled from 'styled-components';
import type { Level, Match } from '@padel/contracts';
import { Button, Field, Input, Label, Select } from '@padel/ui-kit';
import { useFinalScoreForm } from '../hooks/use-final-score-form';
import { needsTiebreak, type Outcome } from '../lib/final-score-form';
import { SIDES, teamName } from '../lib/score';

const outcomes: { value: Outcome; label: string }[] = [
  { value: 'completed', label: 'Played to the end' },
  { value: 'walkover', label: 'Walkover' },
  { value: 'retired', label: 'Retired' },
];

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
  padding-left: 18px;
  color: ${({ theme }) => theme.colors.destructive};
  font-weight: 600;
`;

/** Final-score entry: set by set (level C up to three, D one; tie-break points at 7-6), walkover or retirement. */
export function FinalScoreForm({ tournamentId, match, level }: { tournamentId: string; match: Match; level: Level }) {
  const form = useFinalScoreForm(tournamentId, match, level);
  const title = form.correction ? 'Correct the score' : 'Final score';
  const showSets = form.values.outcome !== 'walkover';
  return (
    <Form aria-label={title} onSubmit={form.submit} noValidate>
      <Field>
        <Label htmlFor="final-outcome">Result</Label>
        <Select id="final-outcome" value={form.values.outcome} onChange={(event) => form.setOutcome(event.target.value as Outcome)}>
          {outcomes.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </Field>
      {form.values.outcome === 'completed' ? null : (
        <Field>
          <Label htmlFor="final-winner">Winner</Label>
          <Select
            id="final-winner"
            value={form.values.winner}
            onChange={(event) => form.setWinner(event.target.value as typeof form.values.winner)}
          >
            <option value="">Choose the winner</option>
            {SIDES.map((side) => (
              <option key={side} value={side}>
                {teamName(match, side)}
              </option>
            ))}
          </Select>
        </Field>
      )}
      {showSets
        ? form.values.sets.map((set, index) => (
            <SetRow key={index}>
              <legend>
                Set {index + 1}
                {index === 2 ? ' (if played)' : ''}
              </legend>
              {SIDES.map((side) => (
                <Field key={side}>
                  <Label htmlFor={`set-${index}-${side}`}>{`Set ${index + 1} games: ${teamName(match, side)}`}</Label>
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
                        <Label htmlFor={`set-${index}-${key}`}>{`Set ${index + 1} tie-break points: ${teamName(match, side)}`}</Label>
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
        <Errors role="alert" aria-label="Score problems">
          {form.errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </Errors>
      ) : null}
      <Button type="submit" $size="lg" disabled={form.sending}>
        {form.sending ? 'Saving...' : form.correction ? 'Save the correction' : 'Save the result'}
      </Button>
    </Form>
  );
}
