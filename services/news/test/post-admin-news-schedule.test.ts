import { AdminNewsArticleSchema } from '@padel/contracts';
import { callAs, itAnswers404ForAnUnknownArticle, itRefusesAllButTheAdmin, newsServiceForTests, publicView, writeDraft } from './support';

const baseUrl = newsServiceForTests();
const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();
const schedule = (caller: Parameters<typeof callAs>[0], id: string, body: unknown = { publish_at: inMs(3_600_000) }) =>
  callAs(caller, 'POST', `${baseUrl()}/api/admin/news/${id}/schedule`, body);

describe('POST /api/admin/news/:id/schedule', () => {
  itRefusesAllButTheAdmin(async (caller) => schedule(caller, await writeDraft(baseUrl())));

  itAnswers404ForAnUnknownArticle((id) => schedule('admin', id));

  it.each([
    ['a time in the past', { publish_at: inMs(-60_000) }, 'publish_at: The publish time must be in the future'],
    ['no time', {}, undefined],
    ['a day without a time', { publish_at: '2030-01-01' }, 'publish_at: Must be an ISO date-time'],
    ['an unknown field', { publish_at: inMs(3_600_000), state: 'published' }, undefined],
  ])('when the body has %s, then 400', async (_case, body, error) => {
    const answer = await schedule('admin', await writeDraft(baseUrl()), body);

    expect(answer.status).toBe(400);
    if (error) expect(answer.body.error).toBe(error);
  });

  it('when the admin schedules an article, then the public routes answer 404 until its time, and show it from then on without any job', async () => {
    const id = await writeDraft(baseUrl());
    const publishAt = inMs(1500);

    const { status, body } = await schedule('admin', id, { publish_at: publishAt });
    const before = await publicView(baseUrl(), id);
    await new Promise((resolve) => setTimeout(resolve, Date.parse(publishAt) - Date.now() + 100));
    const after = await publicView(baseUrl(), id);

    expect(status).toBe(200);
    expect(AdminNewsArticleSchema.parse(body)).toMatchObject({ state: 'scheduled', publish_at: new Date(publishAt).toISOString() });
    expect(before).toEqual({ articleStatus: 404, listed: false });
    expect(after).toEqual({ articleStatus: 200, listed: true });
    expect((await callAs('admin', 'GET', `${baseUrl()}/api/admin/news/${id}`)).body.state).toBe('published');
  });
});
