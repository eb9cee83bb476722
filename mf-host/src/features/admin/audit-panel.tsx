import { useState } from 'react';
import { useAuditLog } from '@padel/api';
import { useDates } from '@padel/platform';
import { Card, CardContent, EmptyState, LoadingState, QueryPager, Stack, UserText } from '@padel/ui-kit';
import { T, useT } from '../../i18n';

/** The audit log: every admin action, newest first, a page at a time. */
export function AuditPanel() {
  const t = useT();
  const dates = useDates();
  const [page, setPage] = useState(1);
  const log = useAuditLog(page);
  return (
    <Stack>
      {log.isPending ? <LoadingState /> : null}
      {log.data?.items.length === 0 ? <EmptyState message={t('admin.audit.empty')} /> : null}
      {log.data?.items.map((entry) => (
        <Card key={entry.id} as="article">
          <CardContent>
            <p>
              <T
                id="admin.audit.line"
                values={{
                  action: <strong>{t(`admin.audit.action.${entry.action}`)}</strong>,
                  actor: <UserText>{entry.actor_name}</UserText>,
                  when: dates.matchStart(entry.at),
                }}
              />
            </p>
            <p dir="ltr">
              <T id="admin.audit.change" values={{ before: JSON.stringify(entry.before), after: JSON.stringify(entry.after) }} />
            </p>
          </CardContent>
        </Card>
      ))}
      <QueryPager query={log} label={t('admin.audit.pages')} onPage={setPage} />
    </Stack>
  );
}
