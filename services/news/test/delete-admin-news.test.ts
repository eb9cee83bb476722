import { callAs, itAnswers404ForAnUnknownArticle, itRefusesAllButTheAdmin, newsServiceForTests, publicView, writeDraft } from './support';

const baseUrl = newsServiceForTests();
const remove = (caller: Parameters<typeof callAs>[0], id: string) => callAs(caller, 'DELETE', `${baseUrl()}/api/admin/news/${id}`);

describe('DELETE /api/admin/news/:id', () => {
  itRefusesAllButTheAdmin(async (caller) => remove(caller, await writeDraft(baseUrl())));

  itAnswers404ForAnUnknownArticle((id) => remove('admin', id));

  it('when the admin deletes a published article, then 200 with the message, and it is gone from the admin and the public routes', async () => {
    const id = await writeDraft(baseUrl());
    await callAs('admin', 'POST', `${baseUrl()}/api/admin/news/${id}/publish`);

    const { status, body } = await remove('admin', id);

    expect(status).toBe(200);
    expect(body).toEqual({ message: 'The article has been deleted', code: 'NEWS_DELETED' });
    expect((await callAs('admin', 'GET', `${baseUrl()}/api/admin/news/${id}`)).status).toBe(404);
    expect(await publicView(baseUrl(), id)).toEqual({ articleStatus: 404, listed: false });
    expect((await remove('admin', id)).status).toBe(404);
  });
});
