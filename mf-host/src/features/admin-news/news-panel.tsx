import { useState } from 'react';
import styled from 'styled-components';
import {
  NEWS_CATEGORIES,
  NewsStateSchema,
  type AdminNewsArticle,
  type NewsCategory,
  type NewsDraft,
  type NewsState,
} from '@padel/contracts';
import { useAdminNews, useDeleteNewsArticle, useErrorText, useNewsAction, useSaveNewsArticle } from '@padel/api';
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
import { ConfirmDialog } from '../../components/confirm-dialog';
import { T, useT } from '../../i18n';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

/** The stored (sanitized) HTML shown as the article page shows it, in a frame where no script can run. */
const Preview = styled.iframe`
  width: 100%;
  min-height: 240px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: #fff;
`;

const emptyDraft: NewsDraft = { title: '', category: 'League', excerpt: '', cover_image_url: null, content: '' };

/** The admin's news (issue 29; decision 201): every article a page at a time, written, previewed and published here. */
export function NewsPanel() {
  const t = useT();
  const [page, setPage] = useState(1);
  const [state, setState] = useState<NewsState | undefined>(undefined);
  const [editing, setEditing] = useState<AdminNewsArticle | 'new' | null>(null);
  const list = useAdminNews(page, state);
  if (editing) return <NewsEditor article={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />;
  return (
    <Stack>
      <Actions>
        <Button onClick={() => setEditing('new')}>{t('admin.news.write')}</Button>
      </Actions>
      <Field>
        <Label htmlFor="admin-news-state">{t('admin.news.filter')}</Label>
        <Select
          id="admin-news-state"
          value={state ?? ''}
          onChange={(event) => {
            setState(event.target.value === '' ? undefined : (event.target.value as NewsState));
            setPage(1);
          }}
        >
          <option value="">{t('admin.applications.all')}</option>
          {NewsStateSchema.options.map((value) => (
            <option key={value} value={value}>
              {t(`admin.news.state.${value}`)}
            </option>
          ))}
        </Select>
      </Field>
      {list.isPending ? <LoadingState /> : null}
      {list.data?.items.length === 0 ? <EmptyState message={t('admin.news.empty')} /> : null}
      {list.data?.items.map((article) => (
        <NewsCard key={article.id} article={article} onEdit={() => setEditing(article)} />
      ))}
      <QueryPager query={list} label={t('admin.news.pages')} onPage={setPage} />
    </Stack>
  );
}

function useFailureToast() {
  const t = useT();
  const { toast } = useToast();
  const errorText = useErrorText();
  return (error: Error) =>
    toast({ title: t('admin.news.error'), description: errorText(error, t('admin.news.error')), variant: 'destructive' });
}

function NewsCard({ article, onEdit }: { article: AdminNewsArticle; onEdit: () => void }) {
  const t = useT();
  const dates = useDates();
  return (
    <Card as="article" aria-label={article.title}>
      <CardContent>
        <h3>
          <UserText>{article.title}</UserText>
          <Badge $variant={article.state === 'published' ? 'default' : 'secondary'}>{t(`admin.news.state.${article.state}`)}</Badge>
        </h3>
        <p>{isCategory(article.category) ? t(`admin.news.category.${article.category}`) : <UserText>{article.category}</UserText>}</p>
        {article.publish_at ? <p>{t('admin.news.from', { when: dates.matchStart(article.publish_at) })}</p> : null}
        <p>
          <UserText>{article.excerpt}</UserText>
        </p>
        <Actions>
          <Button $variant="outline" onClick={onEdit}>
            {t('admin.news.edit')}
          </Button>
        </Actions>
      </CardContent>
    </Card>
  );
}

/** The editor: the fields, Save, a preview of the stored article, and its publishing actions. */
function NewsEditor({ article, onDone }: { article: AdminNewsArticle | null; onDone: () => void }) {
  const t = useT();
  const { toast } = useToast();
  const failed = useFailureToast();
  const [saved, setSaved] = useState<AdminNewsArticle | null>(article);
  const [draft, setDraft] = useState<NewsDraft>(
    article
      ? {
          title: article.title,
          category: isCategory(article.category) ? article.category : 'League',
          excerpt: article.excerpt,
          cover_image_url: article.cover_image_url,
          content: article.content,
        }
      : emptyDraft,
  );
  const [publishAt, setPublishAt] = useState('');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const save = useSaveNewsArticle({
    onSuccess: (stored) => {
      setSaved(stored);
      setDraft((current) => ({ ...current, content: stored.content }));
      toast({ title: t('admin.news.saved') });
    },
    onError: failed,
  });
  const act = useNewsAction({ onSuccess: (stored) => setSaved(stored), onError: failed });
  const remove = useDeleteNewsArticle({ onSuccess: onDone, onError: failed });
  const field = (name: 'title' | 'excerpt' | 'cover_image_url' | 'content', long = false) => (
    <Field>
      <Label htmlFor={`news-${name}`}>{t(`admin.news.field.${name}`)}</Label>
      <Input
        id={`news-${name}`}
        as={long ? 'textarea' : 'input'}
        rows={long ? 12 : undefined}
        dir={name === 'cover_image_url' || name === 'content' ? 'ltr' : undefined}
        value={draft[name] ?? ''}
        onChange={(event: { target: { value: string } }) =>
          setDraft((current) => ({
            ...current,
            [name]: name === 'cover_image_url' && event.target.value === '' ? null : event.target.value,
          }))
        }
      />
    </Field>
  );
  const busy = save.isPending || act.isPending || remove.isPending;
  return (
    <Stack as="section" aria-label={t('admin.news.editor')}>
      <Actions>
        <Button $variant="outline" onClick={onDone}>
          {t('admin.news.back')}
        </Button>
      </Actions>
      {saved ? (
        <p>
          <Badge $variant="secondary">{t(`admin.news.state.${saved.state}`)}</Badge>
        </p>
      ) : null}
      {field('title')}
      <Field>
        <Label htmlFor="news-category">{t('admin.news.field.category')}</Label>
        <Select
          id="news-category"
          value={draft.category}
          onChange={(event) => setDraft((current) => ({ ...current, category: event.target.value as NewsDraft['category'] }))}
        >
          {NEWS_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`admin.news.category.${category}`)}
            </option>
          ))}
        </Select>
      </Field>
      {field('excerpt', true)}
      {field('cover_image_url')}
      {field('content', true)}
      <Actions>
        <Button disabled={busy} onClick={() => save.mutate({ id: saved?.id, draft })}>
          {t('admin.news.save')}
        </Button>
      </Actions>
      {saved ? (
        <>
          <h3>{t('admin.news.preview')}</h3>
          <p>{t('admin.news.previewNote')}</p>
          <Preview
            title={t('admin.news.preview')}
            sandbox=""
            srcDoc={`<h1>${escapeHtml(saved.title)}</h1><p><em>${escapeHtml(saved.excerpt)}</em></p>${saved.content}`}
          />
          <Actions>
            {saved.state === 'draft' ? (
              <Button disabled={busy} onClick={() => act.mutate({ id: saved.id, action: 'publish' })}>
                {t('admin.news.publish')}
              </Button>
            ) : (
              <Button $variant="outline" disabled={busy} onClick={() => act.mutate({ id: saved.id, action: 'unpublish' })}>
                {t('admin.news.unpublish')}
              </Button>
            )}
          </Actions>
          <Field>
            <Label htmlFor="news-publish-at">{t('admin.news.publishAt')}</Label>
            <Input id="news-publish-at" type="datetime-local" value={publishAt} onChange={(event) => setPublishAt(event.target.value)} />
          </Field>
          <Actions>
            <Button
              $variant="outline"
              disabled={busy || !publishAt}
              onClick={() => act.mutate({ id: saved.id, action: 'schedule', publishAt: new Date(publishAt).toISOString() })}
            >
              {t('admin.news.schedule')}
            </Button>
            <Button $variant="destructive" disabled={busy} onClick={() => setConfirmDelete(true)}>
              {t('admin.news.delete')}
            </Button>
          </Actions>
          <ConfirmDialog
            open={confirmDelete}
            title={t('admin.news.deleteQuestion')}
            description={t('admin.news.deleteExplanation')}
            confirmLabel={t('admin.news.delete')}
            busyLabel={t('admin.news.deleting')}
            busy={remove.isPending}
            error={null}
            onConfirm={() => remove.mutate(saved.id)}
            onClose={() => setConfirmDelete(false)}
          />
        </>
      ) : null}
      <p>
        <T id="admin.news.allowed" />
      </p>
    </Stack>
  );
}

const isCategory = (category: string): category is NewsCategory => (NEWS_CATEGORIES as readonly string[]).includes(category);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
