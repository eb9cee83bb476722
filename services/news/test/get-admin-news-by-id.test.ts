import { AdminNewsArticleSchema } from '@padel/contracts';
import { callAs, itAnswers404ForAnUnknownArticle, itRefusesAllButTheAdmin, newsServiceForTests, publicView, writeDraft } from './support';

const baseUrl = newsServiceForTests();
const read = (caller: Parameters<typeof callAs>[0], id: string) => callAs(caller, 'GET', `${baseUrl()}/api/admin/news/${id}`);

describe('GET /api/admin/news/:id', () => {
  itRefusesAllButTheAdmin(async (caller) => read(caller, await writeDraft(baseUrl())));

  itAnswers404ForAnUnknownArticle((id) => read('admin', id));

  it('when the admin opens a draft, then its preview holds the sanitized content the public page would show, while the public routes answer 404', async () => {
    const id = await writeDraft(baseUrl(), {
      title: 'Preview me',
      content: '<h2>Head</h2><p onclick="x()">Body</p><iframe src="https://e.test"></iframe>',
    });

    const { status, body } = await read('admin', id);

    expect(status).toBe(200);
    expect(AdminNewsArticleSchema.parse(body)).toMatchObject({
      id,
      title: 'Preview me',
      state: 'draft',
      content: '<h2>Head</h2><p>Body</p>',
    });
    expect(await publicView(baseUrl(), id)).toEqual({ articleStatus: 404, listed: false });
  });
});
