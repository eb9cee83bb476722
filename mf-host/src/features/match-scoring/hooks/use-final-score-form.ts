import { useState, type FormEvent } from 'react';
import type { Level, Match } from '@padel/contracts';
import { messageOf, useFinalScore } from '@padel/api';
import { useToast } from '@padel/platform';
import { finalScoreValuesOf, parseFinalScore, type FinalScoreValues, type SetValues } from '../lib/final-score-form';
import { isFinished } from '../lib/score';

/**
 * The final score (or its correction) of one match: the form's values, the rules it breaks, and a submit that
 * sends it with the version seen. The server's refusal (400 impossible score, 409 a later match blocks the
 * correction) shows under the form.
 */
export function useFinalScoreForm(tournamentId: string, match: Match, level: Level) {
  const { toast } = useToast();
  const correction = isFinished(match);
  const [values, setValues] = useState<FinalScoreValues>(() => finalScoreValuesOf(match, level));
  const [errors, setErrors] = useState<string[]>([]);
  const finalScore = useFinalScore(
    { tournamentId, matchId: match.id },
    {
      onSuccess: () => toast({ title: correction ? 'Score Corrected' : 'Result Saved', description: 'The bracket is up to date.' }),
      onError: (error) => setErrors([messageOf(error, 'Failed to save the score')]),
    },
  );

  const setSet = (index: number, key: keyof SetValues, value: string) =>
    setValues((current) => ({ ...current, sets: current.sets.map((set, i) => (i === index ? { ...set, [key]: value } : set)) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseFinalScore(values, level, match.version);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setErrors([]);
    finalScore.mutate(parsed.score);
  };

  return {
    values,
    errors,
    correction,
    sending: finalScore.isPending,
    setOutcome: (outcome: FinalScoreValues['outcome']) => setValues((current) => ({ ...current, outcome })),
    setWinner: (winner: FinalScoreValues['winner']) => setValues((current) => ({ ...current, winner })),
    setSet,
    submit,
  };
}
