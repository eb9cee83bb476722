import { AdminNewsArticleSchema } from '@padel/contracts';
import { callAs, itAnswers404ForAnUnknownArticle, itRefusesAllButTheAdmin, newsServiceForTests, publicView, writeDraft } from './support';

const baseUrl = newsServiceForTests();
const unpublish = (caller: Parameters<typeof callAs>[0], id: string) =>
  callAs(caller, 'POST', `${baseUrl()}/api/admin/news/${id}/unpublish`);

describe('POST /api/admin/news/:id/unpublish', () => {
  itRefusesAllButTheAdmin(async (caller) => unpublish(caller, await writeDraft(baseUrl())));

  itAnswers404ForAnUnknownArticle((id) => unpublish('admin', id));

  it('when the admin unpublishes a published article, then it is a draft again and the public routes answer 404', async () => {
    const id = await writeDraft(baseUrl());
    await callAs('admin', 'POST', `${baseUrl()}/api/admin/news/${id}/publish`);
    const shown = await publicView(baseUrl(), id);

    const { status, body } = await unpublish('admin', id);

    expect(shown).toEqual({ articleStatus: 200, listed: true });
    expect(status).toBe(200);
    expect(AdminNewsArticleSchema.parse(body)).toMatchObject({ state: 'draft', publish_at: null });
    expect(await publicView(baseUrl(), id)).toEqual({ articleStatus: 404, listed: false });
  });
});
