import { AdminNewsArticleSchema } from '@padel/contracts';
import { callAs, draftBody, itAnswers404ForAnUnknownArticle, itRefusesAllButTheAdmin, newsServiceForTests, writeDraft } from './support';

const baseUrl = newsServiceForTests();
const edit = (caller: Parameters<typeof callAs>[0], id: string, body: unknown = draftBody()) =>
  callAs(caller, 'PUT', `${baseUrl()}/api/admin/news/${id}`, body);

describe('PUT /api/admin/news/:id', () => {
  itRefusesAllButTheAdmin(async (caller) => edit(caller, await writeDraft(baseUrl())));

  itAnswers404ForAnUnknownArticle((id) => edit('admin', id));

  it.each([[{ title: 'ab' }], [{ category: 'news' }], [{ publish_at: '2030-01-01T00:00:00Z' }]])(
    'when the body is %j, then 400',
    async (overrides) => {
      expect((await edit('admin', await writeDraft(baseUrl()), draftBody(overrides))).status).toBe(400);
    },
  );

  it('when the admin edits a published article, then the fields change, the HTML is sanitized again, and it stays published', async () => {
    const id = await writeDraft(baseUrl());
    await callAs('admin', 'POST', `${baseUrl()}/api/admin/news/${id}/publish`);

    const { status, body } = await edit(
      'admin',
      id,
      draftBody({ title: 'Edited title', category: 'Training', cover_image_url: null, content: '<p>New</p><svg onload="alert(1)"></svg>' }),
    );
    const publicArticle = await callAs(undefined, 'GET', `${baseUrl()}/api/news/${id}`);

    expect(status).toBe(200);
    expect(AdminNewsArticleSchema.parse(body)).toMatchObject({
      title: 'Edited title',
      category: 'Training',
      cover_image_url: null,
      content: '<p>New</p>',
      state: 'published',
    });
    expect(publicArticle.body).toMatchObject({ title: 'Edited title', content: '<p>New</p>' });
  });
});
