import styled from 'styled-components';
import type { Profile } from '@padel/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@padel/ui-kit';
import { useT } from '../../../i18n';
import { useFormats } from '../../../i18n/formats';

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
    text-align: end;
    overflow-wrap: anywhere;
  }
`;

const Row = styled.div`
  display: contents;
`;

/** SPEC §2 Profile: the Account Details card. */
export function AccountDetails({ profile }: { profile: Profile }) {
  const t = useT();
  const format = useFormats();
  const rows: Array<[string, string]> = [
    [t('profile.account.email'), profile.email],
    [t('profile.account.type'), format.role(profile.role)],
    [t('profile.account.points'), format.count(profile.points)],
    [t('profile.account.wins'), format.count(profile.wins)],
    [t('profile.account.losses'), format.count(profile.losses)],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('profile.account.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <Details aria-label={t('profile.account.title')}>
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
