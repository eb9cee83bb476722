import { Fragment, useState } from 'react';
import { ApplicationStatusSchema, type ApplicationStatus, type OrganizerApplication } from '@padel/contracts';
import { useAdminApplications, useConfirmationText, useDecideApplication, useErrorText } from '@padel/api';
import { useDates, useToast } from '@padel/platform';
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
  Select,
  Stack,
  UserText,
} from '@padel/ui-kit';
import { T, useT } from '../../i18n';

/** The admin's applications: a page at a time, newest first, filtered by state; open ones approved or rejected. */
export function ApplicationsPanel() {
  const t = useT();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<ApplicationStatus | undefined>('submitted');
  const list = useAdminApplications(page, status);
  return (
    <Stack>
      <Field>
        <Label htmlFor="admin-application-status">{t('admin.applications.filter')}</Label>
        <Select
          id="admin-application-status"
          value={status ?? ''}
          onChange={(event) => {
            setStatus(event.target.value === '' ? undefined : (event.target.value as ApplicationStatus));
            setPage(1);
          }}
        >
          <option value="">{t('admin.applications.all')}</option>
          {ApplicationStatusSchema.options.map((value) => (
            <option key={value} value={value}>
              {t(`application.status.${value}`)}
            </option>
          ))}
        </Select>
      </Field>
      {list.isPending ? <LoadingState /> : null}
      {list.data?.items.length === 0 ? <EmptyState message={t('admin.applications.empty')} /> : null}
      {list.data?.items.map((application) => (
        <ApplicationCard key={application.id} application={application} />
      ))}
      <QueryPager query={list} label={t('admin.applications.pages')} onPage={setPage} />
    </Stack>
  );
}

function ApplicationCard({ application }: { application: OrganizerApplication }) {
  const t = useT();
  const dates = useDates();
  const { toast } = useToast();
  const errorText = useErrorText();
  const confirmationText = useConfirmationText();
  const [reason, setReason] = useState('');
  const decide = useDecideApplication({
    onSuccess: (answer) =>
      toast({ title: t('admin.applications.decided'), description: confirmationText(answer, t('admin.applications.decided')) }),
    onError: (error) =>
      toast({
        title: t('application.error.title'),
        description: errorText(error, t('application.error.fallback')),
        variant: 'destructive',
      }),
  });
  const reasonId = `admin-reason-${application.id}`;
  return (
    <Card as="article" aria-label={application.organization_name}>
      <CardContent>
        <h3>
          <UserText>{application.organization_name}</UserText>
          <Badge $variant={application.status === 'rejected' ? 'destructive' : 'secondary'}>
            {t(`application.status.${application.status}`)}
          </Badge>
        </h3>
        <p>
          <T
            id="admin.applications.byline"
            values={{
              name: <UserText>{application.applicant_name}</UserText>,
              email: application.applicant_email,
              date: dates.localDay(application.submitted_at),
            }}
          />
        </p>
        <dl>
          <dt>{t('application.field.org_type')}</dt>
          <dd>{t('application.orgType', { type: application.org_type })}</dd>
          <dt>{t('application.field.city')}</dt>
          <dd>
            <T
              id="tournament.place"
              values={{ city: <UserText>{application.city}</UserText>, country: <UserText>{application.country}</UserText> }}
            />
          </dd>
          <dt>{t('application.field.phone')}</dt>
          <dd dir="ltr">{application.phone}</dd>
          {application.website ? (
            <>
              <dt>{t('application.field.website')}</dt>
              <dd dir="ltr">{application.website}</dd>
            </>
          ) : null}
          <dt>{t('application.field.preferred_categories')}</dt>
          <dd>{application.preferred_categories.map((category) => t('tournament.category', { category })).join(', ')}</dd>
          {(
            [
              ['application.field.venues', application.venues],
              ['application.field.experience', application.experience],
              ['application.reason', application.reason],
            ] as const
          ).map(([label, text]) =>
            text ? (
              <Fragment key={label}>
                <dt>{t(label)}</dt>
                <dd>
                  <UserText>{text}</UserText>
                </dd>
              </Fragment>
            ) : null,
          )}
        </dl>
        {application.status === 'approved' && !application.role_granted ? <p>{t('admin.applications.rolePending')}</p> : null}
        {application.status === 'submitted' ? (
          <Stack>
            <Button disabled={decide.isPending} onClick={() => decide.mutate({ id: application.id, decision: 'approve' })}>
              <T id="admin.applications.approve" />
            </Button>
            <Field>
              <Label htmlFor={reasonId}>{t('admin.applications.reason')}</Label>
              <Input id={reasonId} value={reason} onChange={(event) => setReason(event.target.value)} />
            </Field>
            <Button
              $variant="destructive"
              disabled={decide.isPending || reason.trim().length < 3}
              onClick={() => decide.mutate({ id: application.id, decision: 'reject', reason })}
            >
              <T id="admin.applications.reject" />
            </Button>
          </Stack>
        ) : null}
      </CardContent>
    </Card>
  );
}
