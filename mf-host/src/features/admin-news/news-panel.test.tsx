import { act, fireEvent, screen, within } from '@testing-library/react';
import type { AdminNewsArticle } from '@padel/contracts';
import { fakeApi, renderWithPlatform, signedIn } from '@padel/platform/testing';
import { field } from '../../../test/fixtures';
import { NewsPanel } from './news-panel';

const admin = () => signedIn('6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e07', 'admin@padel.local', ['user', 'admin']);

const stored = (overrides: Partial<AdminNewsArticle> = {}): AdminNewsArticle => ({
  id: 'n1',
  title: 'Finals weekend',
  category: 'League',
  excerpt: 'Everything about the finals.',
  cover_image_url: null,
  content: '<p>Kept</p>',
  state: 'draft',
  publish_at: null,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

describe('The admin news tab', () => {
  test('when the admin writes an article, then it is saved, previewed as stored, published, and deleted after a confirm', async () => {
    const api = fakeApi({
      'GET /api/admin/news?page=1': {
        body: {
          items: [stored({ id: 'old', title: 'Older news', state: 'published', publish_at: '2026-10-01T10:00:00.000Z' })],
          page: 1,
          limit: 20,
          total: 1,
        },
      },
      'POST /api/admin/news': { status: 201, body: stored() },
      'POST /api/admin/news/n1/publish': { body: stored({ state: 'published', publish_at: '2026-11-01T10:05:00.000Z' }) },
      'DELETE /api/admin/news/n1': { body: { message: 'The article has been deleted', code: 'NEWS_DELETED' } },
    });
    renderWithPlatform(<NewsPanel />, { auth: admin() });

    const listed = await screen.findByRole('article', { name: 'Older news' });
    expect(within(listed).getByText('Published')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Write an Article' }));
    fireEvent.change(field('Title'), { target: { value: 'Finals weekend' } });
    fireEvent.change(field('Excerpt'), { target: { value: 'Everything about the finals.' } });
    fireEvent.change(field('Content (HTML)'), { target: { value: '<p>Kept</p><script>window.pwned = 1</script>' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });

    expect(api.callsTo('POST /api/admin/news')[0]?.body).toEqual({
      title: 'Finals weekend',
      category: 'League',
      excerpt: 'Everything about the finals.',
      cover_image_url: null,
      content: '<p>Kept</p><script>window.pwned = 1</script>',
    });
    const preview = screen.getByTitle('Preview') as HTMLIFrameElement;
    expect(preview.getAttribute('sandbox')).toBe('');
    expect(preview.getAttribute('srcdoc')).toContain('<p>Kept</p>');
    expect(preview.getAttribute('srcdoc')).not.toContain('script');
    expect(field('Content (HTML)').value).toBe('<p>Kept</p>');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Publish Now' }));
    });
    expect(api.callsTo('POST /api/admin/news/n1/publish')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Unpublish' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    });
    expect(api.callsTo('DELETE /api/admin/news/n1')).toHaveLength(1);
  });
});
