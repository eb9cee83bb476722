import styled from 'styled-components';
import type { Profile, Role } from '@padel/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@padel/ui-kit';

const accountTypeLabels: Record<Role, string> = { user: 'User', player: 'Player', partner: 'Partner', admin: 'Admin' };

const Details = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 10px 16px;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    text-align: right;
    overflow-wrap: anywhere;
  }
`;

const Row = styled.div`
  display: contents;
`;

/** SPEC §2 Profile: the Account Details card. */
export function AccountDetails({ profile }: { profile: Profile }) {
  const rows: Array<[string, string]> = [
    ['Email', profile.email],
    ['Account Type', accountTypeLabels[profile.role]],
    ['Points', String(profile.points)],
    ['Wins', String(profile.wins)],
    ['Losses', String(profile.losses)],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Account Details</CardTitle>
      </CardHeader>
      <CardContent>
        <Details aria-label="Account Details">
          {rows.map(([term, value]) => (
            <Row key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </Row>
          ))}
        </Details>
      </CardContent>
    </Card>
  );
}
