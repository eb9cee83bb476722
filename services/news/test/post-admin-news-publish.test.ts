import { AdminNewsArticleSchema, NewsArticleSchema } from '@padel/contracts';
import { callAs, itAnswers404ForAnUnknownArticle, itRefusesAllButTheAdmin, newsServiceForTests, publicView, writeDraft } from './support';

const baseUrl = newsServiceForTests();
const publish = (caller: Parameters<typeof callAs>[0], id: string) => callAs(caller, 'POST', `${baseUrl()}/api/admin/news/${id}/publish`);

describe('POST /api/admin/news/:id/publish', () => {
  itRefusesAllButTheAdmin(async (caller) => publish(caller, await writeDraft(baseUrl())));

  itAnswers404ForAnUnknownArticle((id) => publish('admin', id));

  it('when the admin publishes a draft, then the public list and article show it at once, dated today', async () => {
    const id = await writeDraft(baseUrl(), { title: 'Published now' });

    const { status, body } = await publish('admin', id);
    const article = await callAs(undefined, 'GET', `${baseUrl()}/api/news/${id}`);

    expect(status).toBe(200);
    expect(AdminNewsArticleSchema.parse(body).state).toBe('published');
    expect(await publicView(baseUrl(), id)).toEqual({ articleStatus: 200, listed: true });
    expect(NewsArticleSchema.parse(article.body)).toMatchObject({
      id,
      title: 'Published now',
      date: new Date().toISOString().slice(0, 10),
    });
  });
});
