import { useState, type FormEvent } from 'react';
import type { Level, Match } from '@padel/contracts';
import { useErrorText, useFinalScore } from '@padel/api';
import { useToast } from '@padel/platform';
import { useT } from '../../../i18n';
import { finalScoreValuesOf, parseFinalScore, type FinalScoreValues, type ScoreProblem, type SetValues } from '../lib/final-score-form';
import { isFinished } from '../lib/score';

/**
 * The final score (or its correction) of one match: the form's values, the rules it breaks, and a submit that
 * sends it with the version seen. The server's refusal (400 impossible score, 409 a later match blocks the
 * correction) shows under the form.
 */
export function useFinalScoreForm(tournamentId: string, match: Match, level: Level) {
  const t = useT();
  const errorText = useErrorText();
  const { toast } = useToast();
  const correction = isFinished(match);
  const [values, setValues] = useState<FinalScoreValues>(() => finalScoreValuesOf(match, level));
  /** The form's own problems (said when shown), or the server's refusal (already in the reader's language). */
  const [problems, setProblems] = useState<(ScoreProblem | string)[]>([]);
  const finalScore = useFinalScore(
    { tournamentId, matchId: match.id },
    {
      onSuccess: () =>
        toast({
          title: t(correction ? 'finalScore.corrected.title' : 'finalScore.saved.title'),
          description: t('finalScore.saved.description'),
        }),
      onError: (error) => setProblems([errorText(error, t('finalScore.error.fallback'))]),
    },
  );

  const setSet = (index: number, key: keyof SetValues, value: string) =>
    setValues((current) => ({ ...current, sets: current.sets.map((set, i) => (i === index ? { ...set, [key]: value } : set)) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseFinalScore(values, level, match.version);
    if (!parsed.ok) {
      setProblems(parsed.errors);
      return;
    }
    setProblems([]);
    finalScore.mutate(parsed.score);
  };

  return {
    values,
    errors: problems.map((problem) => (typeof problem === 'string' ? problem : t(problem.id, problem.values))),
    correction,
    sending: finalScore.isPending,
    setOutcome: (outcome: FinalScoreValues['outcome']) => setValues((current) => ({ ...current, outcome })),
    setWinner: (winner: FinalScoreValues['winner']) => setValues((current) => ({ ...current, winner })),
    setSet,
    submit,
  };
}
