import { z } from 'zod';
import { apiOperations, buildOpenApiDocument } from './document';
import { pathParameters, type ApiOperation } from './operation';

/** Every `$ref` anywhere in `value`. */
function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => (key === '$ref' && typeof inner === 'string' ? [inner] : refsIn(inner)));
  }
  return [];
}

describe('buildOpenApiDocument', () => {
  const document = buildOpenApiDocument();

  it('when built, then every reference names a component of the document', () => {
    const components = new Set(Object.keys(document.components.schemas).map((name) => `#/components/schemas/${name}`));

    const dangling = refsIn(document).filter((ref) => !components.has(ref));

    expect(dangling).toEqual([]);
  });

  it("when built, then each operation declares its path's parameters and answers errors as ErrorBody", () => {
    for (const operation of apiOperations) {
      const path = Object.entries(document.paths).find(([, operations]) => operations[operation.method]?.operationId === operation.id);
      const built = path?.[1][operation.method] as { parameters?: Array<{ name: string; in: string }>; responses: Record<string, unknown> };

      const declared = (built.parameters ?? []).filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name);
      expect(declared).toEqual(pathParameters(operation.path));
      expect(built.responses.default).toEqual({
        description: 'An error',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
      });
    }
  });

  it('when a request schema has defaults, then the request side leaves those fields optional and the answer side requires them', () => {
    const createTournament = document.paths['/api/tournaments']!.post as {
      requestBody: { content: { 'application/json': { schema: { required: string[] } } } };
    };

    expect(createTournament.requestBody.content['application/json'].schema.required).toEqual(['title', 'start_date', 'city']);
    expect(document.components.schemas.HostTournament!.required).toContain('status');
  });

  it('when a query has a schema, then each of its fields is a query parameter', () => {
    const ranking = document.paths['/api/rankings']!.get as { parameters: Array<{ name: string; in: string; required: boolean }> };

    expect(ranking.parameters.map(({ name, in: where, required }) => [name, where, required])).toEqual([
      ['page', 'query', false],
      ['limit', 'query', false],
      ['q', 'query', false],
      ['country', 'query', false],
    ]);
  });

  it('when a read is validated by its ETag, then it takes If-None-Match, its 200 names the ETag and 304 has no body', () => {
    const article = document.paths['/api/news/{id}']!.get as {
      parameters: Array<{ name: string; in: string }>;
      responses: Record<string, { headers?: Record<string, unknown>; content?: unknown }>;
    };
    const ranking = document.paths['/api/rankings']!.get as { responses: Record<string, unknown> };

    expect(article.parameters).toContainEqual(expect.objectContaining({ name: 'If-None-Match', in: 'header' }));
    expect(Object.keys(article.responses['200']!.headers ?? {})).toEqual(['ETag', 'Cache-Control']);
    expect(article.responses['304']).toEqual(expect.objectContaining({ headers: expect.objectContaining({ ETag: expect.anything() }) }));
    expect(article.responses['304']!.content).toBeUndefined();
    expect(ranking.responses['304']).toBeUndefined();
  });

  it('when a link names an operation that does not exist, then building fails', () => {
    const broken: ApiOperation = {
      id: 'listThings',
      method: 'get',
      path: '/api/things',
      tag: 'Things',
      summary: 'Things',
      access: 'public',
      responses: { 200: { description: 'Things', schema: z.array(z.string()) } },
      links: [{ operationId: 'getThing', parameters: { id: '$response.body#/0' } }],
    };

    expect(() => buildOpenApiDocument([broken])).toThrow('Links to unknown operations: getThing');
  });
});
