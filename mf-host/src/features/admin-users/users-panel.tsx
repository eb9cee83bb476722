import { useState } from 'react';
import type { AdminUser } from '@padel/contracts';
import { useAdminUserAction, useAdminUsers, useConfirmationText, useErrorText, type AdminUserAction } from '@padel/api';
import { useToast } from '@padel/platform';
import {
  Badge,
  Button,
  Card,
  CardContent,
  EmptyState,
  Field,
  Input,
  Label,
  LoadingState,
  QueryPager,
  Stack,
  UserText,
} from '@padel/ui-kit';
import { useT } from '../../i18n';

/** The admin's Users section (decision 202): search by name or e-mail, a page at a time, each user's roles and actions. */
export function UsersPanel() {
  const t = useT();
  const [page, setPage] = useState(1);
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const list = useAdminUsers(page, q);
  return (
    <Stack>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setQ(text);
          setPage(1);
        }}
      >
        <Field>
          <Label htmlFor="admin-user-search">{t('admin.users.search')}</Label>
          <Input id="admin-user-search" type="search" value={text} maxLength={100} onChange={(event) => setText(event.target.value)} />
        </Field>
        <Button type="submit">{t('admin.users.find')}</Button>
      </form>
      {list.isPending ? <LoadingState /> : null}
      {list.data?.items.length === 0 ? <EmptyState message={t('admin.users.empty')} /> : null}
      {list.data?.items.map((user) => (
        <UserCard key={user.id} user={user} />
      ))}
      <QueryPager query={list} label={t('admin.users.pages')} onPage={setPage} />
    </Stack>
  );
}

function UserCard({ user }: { user: AdminUser }) {
  const t = useT();
  const { toast } = useToast();
  const errorText = useErrorText();
  const confirmationText = useConfirmationText();
  const [confirmingBlock, setConfirmingBlock] = useState(false);
  const act = useAdminUserAction({
    onSuccess: (answer) => toast({ title: t('admin.users.saved'), description: confirmationText(answer, t('admin.users.saved')) }),
    onError: (error) =>
      toast({ title: t('admin.users.error'), description: errorText(error, t('admin.users.error')), variant: 'destructive' }),
  });
  const run = (action: AdminUserAction) => {
    setConfirmingBlock(false);
    act.mutate(action);
  };
  return (
    <Card as="article" aria-label={user.full_name}>
      <CardContent>
        <h3>
          <UserText>{user.full_name}</UserText> <Badge $variant="secondary">{t('admin.users.role', { role: user.role })}</Badge>
          {user.blocked ? <Badge $variant="destructive">{t('admin.users.blocked')}</Badge> : null}
        </h3>
        {user.email ? <p dir="ltr">{user.email}</p> : null}
        {user.pending ? <p>{t('admin.users.pending')}</p> : null}
        <Stack>
          <Button disabled={act.isPending} onClick={() => run({ id: user.id, action: 'roles', role: 'partner', granted: !user.partner })}>
            {t(user.partner ? 'admin.users.removePartner' : 'admin.users.grantPartner')}
          </Button>
          <Button disabled={act.isPending} onClick={() => run({ id: user.id, action: 'roles', role: 'admin', granted: !user.admin })}>
            {t(user.admin ? 'admin.users.removeAdmin' : 'admin.users.grantAdmin')}
          </Button>
          {user.blocked ? (
            <Button disabled={act.isPending} onClick={() => run({ id: user.id, action: 'unblock' })}>
              {t('admin.users.unblock')}
            </Button>
          ) : confirmingBlock ? (
            <>
              <p role="alert">{t('admin.users.confirmBlock')}</p>
              <Button $variant="destructive" disabled={act.isPending} onClick={() => run({ id: user.id, action: 'block' })}>
                {t('admin.users.confirmBlockButton')}
              </Button>
              <Button $variant="outline" onClick={() => setConfirmingBlock(false)}>
                {t('admin.users.cancel')}
              </Button>
            </>
          ) : (
            <Button $variant="destructive" disabled={act.isPending} onClick={() => setConfirmingBlock(true)}>
              {t('admin.users.block')}
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
