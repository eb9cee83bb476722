import styled from 'styled-components';
import { Card, CardContent, CardHeader, CardTitle } from '@padel/ui-kit';

/** SPEC §1: the tournament rules shown to users. */
export const TOURNAMENT_RULES = [
  'C Level: best of three sets.',
  'D Level: one set.',
  'All matches are played with deuce (no golden point).',
  'Seedings and brackets are always random.',
  'Gold, Silver and Bronze tournaments all award cash prizes.',
] as const;

const Rules = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding-left: 20px;
`;

export function RulesCard() {
  return (
    <Card as="section" aria-labelledby="rules-title">
      <CardHeader>
        <CardTitle id="rules-title" as="h2">
          Tournament Rules
        </CardTitle>
      </CardHeader>
      <CardContent>
        <Rules>
          {TOURNAMENT_RULES.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </Rules>
      </CardContent>
    </Card>
  );
}
