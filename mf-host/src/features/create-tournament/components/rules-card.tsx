import styled from 'styled-components';
import { Card, CardContent, CardHeader, CardTitle } from '@padel/ui-kit';
import { T } from '../../../i18n';

/** SPEC §1: the tournament rules shown to users (their texts: `rules.<id>` in the catalogs). */
export const TOURNAMENT_RULES = ['rules.levelC', 'rules.levelD', 'rules.deuce', 'rules.random', 'rules.prizes'] as const;

const Rules = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding-inline-start: 20px;
`;

export function RulesCard() {
  return (
    <Card as="section" aria-labelledby="rules-title">
      <CardHeader>
        <CardTitle id="rules-title" as="h2">
          <T id="rules.title" />
        </CardTitle>
      </CardHeader>
      <CardContent>
        <Rules>
          {TOURNAMENT_RULES.map((rule) => (
            <li key={rule}>
              <T id={rule} />
            </li>
          ))}
        </Rules>
      </CardContent>
    </Card>
  );
}
