import { AdminNewsArticleSchema } from '@padel/contracts';
import { callAs, draftBody, itRefusesAllButTheAdmin, newsServiceForTests, publicView, tokenOf } from './support';

const baseUrl = newsServiceForTests();
const create = (caller: Parameters<typeof callAs>[0], body: unknown = draftBody()) =>
  callAs(caller, 'POST', `${baseUrl()}/api/admin/news`, body);

describe('POST /api/admin/news', () => {
  itRefusesAllButTheAdmin((caller) => create(caller));

  it.each([
    ['no title', { title: undefined }, 'title: Title must be 3 to 160 characters'],
    ['a category outside the spec', { category: 'Gossip' }, 'category: Must be Tournaments, Players, League, Community or Training'],
    ['a short excerpt', { excerpt: 'Short' }, 'excerpt: Excerpt must be 10 to 300 characters'],
    ['an http cover image', { cover_image_url: 'http://cdn.padel.test/a.jpg' }, 'cover_image_url: Cover image must be an https URL'],
    ['a javascript: cover image', { cover_image_url: 'javascript:alert(1)' }, 'cover_image_url: Cover image must be an https URL'],
    ['empty content', { content: '  ' }, 'content: Content must be 1 to 100,000 characters'],
    ['an unknown field', { state: 'published' }, undefined],
  ])('when the body has %s, then 400 saying what is wrong', async (_case, overrides, error) => {
    const { status, body } = await create('admin', draftBody(overrides));

    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
    if (error) expect(body.error).toBe(error);
  });

  it('when the body is not JSON, then 400', async () => {
    const response = await fetch(`${baseUrl()}/api/admin/news`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await tokenOf('admin')}` },
      body: '{"title":',
    });

    expect(response.status).toBe(400);
  });

  it('when the admin writes an article, then it is stored as a draft with its HTML sanitized, and the public routes do not show it', async () => {
    const { status, body } = await create(
      'admin',
      draftBody({
        content: '<p>Kept</p><script>window.pwned = 1</script><img src=x onerror="alert(1)"><a href="javascript:alert(1)">link</a>',
      }),
    );

    expect(status).toBe(201);
    expect(AdminNewsArticleSchema.parse(body)).toMatchObject({
      state: 'draft',
      publish_at: null,
      category: 'League',
      cover_image_url: 'https://cdn.padel.test/cover.jpg',
      content: '<p>Kept</p><a rel="noopener noreferrer">link</a>',
    });
    expect(await publicView(baseUrl(), body.id)).toEqual({ articleStatus: 404, listed: false });
  });
});
