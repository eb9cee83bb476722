import { useState } from 'react';
import { NoticeCard, PageLayout, useAuth, useDocumentTitle } from '@padel/platform';
import { Tab, TabList, TabPanel, Tabs } from '@padel/ui-kit';
import { ApplicationsPanel, AuditPanel } from '../features/admin';
import { NewsPanel } from '../features/admin-news';
import { UsersPanel } from '../features/admin-users';
import { useT } from '../i18n';

/** The admin area (issue 29, item 2): admins only here, and every call it makes is checked by the server too. */
export function AdminPage() {
  const t = useT();
  useDocumentTitle(t('admin.title'));
  const { user } = useAuth();
  const [tab, setTab] = useState('applications');
  if (!user?.roles.includes('admin')) return <NoticeCard title={t('accessRestricted.title')} message={t('admin.restricted')} />;
  return (
    <PageLayout title={t('admin.title')} lead={t('admin.lead')}>
      <Tabs value={tab} onValueChange={setTab}>
        <TabList label={t('admin.title')}>
          <Tab value="applications">{t('admin.tab.applications')}</Tab>
          <Tab value="audit">{t('admin.tab.audit')}</Tab>
          <Tab value="news">{t('admin.tab.news')}</Tab>
          <Tab value="users">{t('admin.tab.users')}</Tab>
        </TabList>
        <TabPanel value="applications">
          <ApplicationsPanel />
        </TabPanel>
        <TabPanel value="audit">
          <AuditPanel />
        </TabPanel>
        <TabPanel value="news">
          <NewsPanel />
        </TabPanel>
        <TabPanel value="users">
          <UsersPanel />
        </TabPanel>
      </Tabs>
    </PageLayout>
  );
}
