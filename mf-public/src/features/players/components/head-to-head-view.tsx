import styled from 'styled-components';
import { useIntl } from 'react-intl';
import type { HeadToHead } from '@padel/contracts';
import { ApiError, AppLink, PageLayout, useDocumentTitle } from '@padel/platform';
import { useHeadToHead } from '@padel/api';
import { Card, CardContent, UserText } from '@padel/ui-kit';
import { T, useT } from '../../../i18n';
import { useFormat } from '../../../i18n/format';
import { playerName } from '../lib/rankings';
import { Fact, Facts, Muted, PlayerLink, PlayerQueryState, Rows, Section } from './player-view';

const Versus = styled.p`
  font-size: 1.1rem;
  font-weight: 700;
  overflow-wrap: anywhere;
`;

function HeadToHeadContent({ record }: { record: HeadToHead }) {
  const intl = useIntl();
  const t = useT();
  const format = useFormat();
  const { player, opponent } = record;
  const title = t('headToHead.title', { player: playerName(intl, player), opponent: playerName(intl, opponent) });
  return (
    <PageLayout title={<UserText>{title}</UserText>}>
      <Card>
        <CardContent>
          <Versus>
            <T
              id="headToHead.record"
              values={{
                player: <PlayerLink player={player} />,
                opponent: <PlayerLink player={opponent} />,
                wins: format.count(record.wins),
                losses: format.count(record.losses),
              }}
            />
          </Versus>
          <Facts>
            <Fact label={t('headToHead.wins', { name: playerName(intl, player) })}>{format.count(record.wins)}</Fact>
            <Fact label={t('headToHead.wins', { name: playerName(intl, opponent) })}>{format.count(record.losses)}</Fact>
            <Fact label={t('headToHead.together')}>{format.count(record.together)}</Fact>
          </Facts>
        </CardContent>
      </Card>
      <Section aria-labelledby="meetings-heading">
        <h2 id="meetings-heading">
          <T id="headToHead.matches" />
        </h2>
        {record.matches.length === 0 ? (
          <Muted>
            <T id="headToHead.none" />
          </Muted>
        ) : (
          <Rows aria-labelledby="meetings-heading">
            {record.matches.map((match) => (
              <li key={`${match.tournament_id}-${match.match_id}`} data-testid="head-to-head-match">
                <AppLink href={`/tournaments/${encodeURIComponent(match.tournament_id)}`}>
                  {match.tournament_title ? <UserText>{match.tournament_title}</UserText> : <T id="headToHead.tournament" />}
                </AppLink>
                <strong>
                  <T
                    id={match.won ? 'headToHead.won' : 'headToHead.lost'}
                    values={{ name: <UserText>{playerName(intl, player)}</UserText> }}
                  />
                </strong>
              </li>
            ))}
          </Rows>
        )}
      </Section>
      <AppLink href={`/players/${encodeURIComponent(player.id)}`}>
        <T id="headToHead.back" values={{ name: <UserText>{playerName(intl, player)}</UserText> }} />
      </AppLink>
    </PageLayout>
  );
}

/** /players/:id/vs/:otherId: two players' matches against each other (decision 197). */
export function HeadToHeadView({ playerId, otherId }: { playerId: string; otherId: string }) {
  const record = useHeadToHead(playerId, otherId);
  const t = useT();
  const intl = useIntl();
  const notFound = record.error instanceof ApiError && record.error.status === 404;
  useDocumentTitle(
    record.data
      ? t('headToHead.title', { player: playerName(intl, record.data.player), opponent: playerName(intl, record.data.opponent) })
      : t(notFound ? 'playerPage.notFound' : 'playerPage.title'),
  );
  return (
    <PlayerQueryState error={record.data ? null : record.error} pending={record.isPending} onRetry={() => void record.refetch()}>
      {record.data ? <HeadToHeadContent record={record.data} /> : null}
    </PlayerQueryState>
  );
}
