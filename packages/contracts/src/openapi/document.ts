import { z } from 'zod';
import { ErrorBodySchema, MessageResponseSchema } from '../common';
import { TournamentEntrySchema } from '../entry';
import { InvitationSchema, LegacyInvitationSchema, SentInvitationSchema } from '../invitation';
import { DrawSchema, LiveEventSchema, MatchSchema } from '../match';
import { NewsArticleSchema } from '../news';
import { LegacyPlayerSchema, PlayerSchema } from '../player';
import { ProfileSchema } from '../profile';
import { PlayerRankingSchema, RankingPageSchema } from '../ranking';
import { LegacyTeamSchema, TeamSchema } from '../team';
import { HostTournamentSchema, OrganizerTournamentSchema, TournamentDetailSchema, TournamentListItemSchema } from '../tournament';
import { calendarOperations } from './calendar-operations';
import { newsOperations } from './news-operations';
import { openApiPath, pathParameters, type Access, type ApiOperation } from './operation';
import { playersOperations } from './players-operations';
import { teamsOperations } from './teams-operations';
import { tournamentsOperations } from './tournaments-operations';

/** Every route of the API behind the gateway's /api prefix map, service by service. */
export const apiOperations: readonly ApiOperation[] = [
  ...playersOperations,
  ...tournamentsOperations,
  ...teamsOperations,
  ...newsOperations,
  ...calendarOperations,
];

type JsonSchema = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: Array<{ url: string }>;
  tags: Array<{ name: string }>;
  paths: Record<string, Record<string, JsonSchema>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, JsonSchema> };
}

/** Answers named in the document's components (shared by several operations, or worth a name on the docs page). */
const NAMED_SCHEMAS: Record<string, z.ZodType> = {
  ErrorBody: ErrorBodySchema,
  MessageResponse: MessageResponseSchema,
  Profile: ProfileSchema,
  Player: PlayerSchema,
  LegacyPlayer: LegacyPlayerSchema,
  RankingPage: RankingPageSchema,
  PlayerRanking: PlayerRankingSchema,
  TournamentListItem: TournamentListItemSchema,
  TournamentDetail: TournamentDetailSchema,
  HostTournament: HostTournamentSchema,
  OrganizerTournament: OrganizerTournamentSchema,
  Draw: DrawSchema,
  Match: MatchSchema,
  LiveEvent: LiveEventSchema,
  TournamentEntry: TournamentEntrySchema,
  Team: TeamSchema,
  LegacyTeam: LegacyTeamSchema,
  Invitation: InvitationSchema,
  SentInvitation: SentInvitationSchema,
  LegacyInvitation: LegacyInvitationSchema,
  NewsArticle: NewsArticleSchema,
};

const ACCESS_TEXT: Record<Access, string> = {
  public: 'Public.',
  'public-or-signed-in': 'Public; a signed-in caller may see more.',
  'signed-in': 'Signed in (bearer token).',
  partner: 'Signed in with the partner role (organizers).',
  admin: 'Signed in with the admin role (the admin area).',
};

const SECURITY: Record<Access, Array<Record<string, string[]>>> = {
  public: [],
  'public-or-signed-in': [{}, { bearer: [] }],
  'signed-in': [{ bearer: [] }],
  partner: [{ bearer: [] }],
  admin: [{ bearer: [] }],
};

const schemaRef = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

/** A JSON Schema (2020-12, the dialect of OpenAPI 3.1) of what a request may send: defaults make fields optional. */
function requestSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

const pascal = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

/**
 * The answers' schemas, as components: the named ones, and each other answer as `<OperationId>Response`. Answers are
 * described as the services send them (defaults filled in); nested named schemas become references.
 */
function responseComponents(operations: readonly ApiOperation[]): { schemas: Record<string, JsonSchema>; nameOf: Map<z.ZodType, string> } {
  const registry = z.registry<{ id: string }>();
  const nameOf = new Map<z.ZodType, string>();
  const register = (name: string, schema: z.ZodType) => {
    if (nameOf.has(schema)) return;
    registry.add(schema, { id: name });
    nameOf.set(schema, name);
  };
  for (const [name, schema] of Object.entries(NAMED_SCHEMAS)) register(name, schema);
  for (const operation of operations) {
    for (const response of Object.values(operation.responses)) {
      if ('schema' in response) register(`${pascal(operation.id)}Response`, response.schema);
    }
  }
  const { schemas } = z.toJSONSchema(registry, { io: 'output', unrepresentable: 'any', uri: (id) => `#/components/schemas/${id}` }) as {
    schemas: Record<string, JsonSchema>;
  };
  for (const schema of Object.values(schemas)) {
    delete schema.$schema;
    delete schema.$id;
  }
  return { schemas, nameOf };
}

const IF_NONE_MATCH = 'The ETag of the copy the client holds: 304 Not Modified while it is current';
const VALIDATOR_HEADERS: Record<string, JsonSchema> = {
  ETag: { description: 'The version of this answer, for If-None-Match', schema: { type: 'string' } },
  'Cache-Control': { description: 'no-cache: keep it, but ask again with If-None-Match before using it', schema: { type: 'string' } },
};

function parametersOf(operation: ApiOperation): JsonSchema[] {
  const path = pathParameters(operation.path).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string', minLength: 1 },
  }));
  const query: JsonSchema[] = [];
  if (operation.query) {
    const { properties = {}, required = [] } = requestSchema(operation.query) as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    for (const [name, schema] of Object.entries(properties)) {
      query.push({ name, in: 'query', required: required.includes(name), schema });
    }
  }
  const requestHeaders = { ...operation.headers, ...(operation.conditional ? { 'If-None-Match': IF_NONE_MATCH } : {}) };
  const headers = Object.entries(requestHeaders).map(([name, description]) => ({
    name,
    in: 'header',
    required: false,
    description,
    schema: { type: 'string' },
  }));
  return [...path, ...query, ...headers];
}

function operationObject(operation: ApiOperation, nameOf: Map<z.ZodType, string>): JsonSchema {
  const responses: Record<string, JsonSchema> = {};
  for (const [status, response] of Object.entries(operation.responses)) {
    responses[status] =
      'schema' in response
        ? { description: response.description, content: { 'application/json': { schema: schemaRef(nameOf.get(response.schema)!) } } }
        : 'text' in response
          ? { description: response.description, content: { [response.text]: { schema: { type: 'string' } } } }
          : {
              description: response.description,
              content: { 'text/event-stream': { schema: { type: 'string', description: 'Events whose data is a LiveEvent' } } },
            };
  }
  const firstSuccess = Object.values(responses)[0];
  if (operation.conditional && firstSuccess) {
    firstSuccess.headers = VALIDATOR_HEADERS;
    responses['304'] = { description: 'Not Modified: the copy named by If-None-Match is current (no body)', headers: VALIDATOR_HEADERS };
  }
  if (operation.links && firstSuccess) {
    firstSuccess.links = Object.fromEntries(operation.links.map((link) => [link.operationId, link]));
  }
  responses.default = { description: 'An error', content: { 'application/json': { schema: schemaRef('ErrorBody') } } };
  const parameters = parametersOf(operation);
  return {
    operationId: operation.id,
    tags: [operation.tag],
    summary: operation.summary,
    description: [ACCESS_TEXT[operation.access], operation.description].filter(Boolean).join(' '),
    ...(operation.deprecated ? { deprecated: true } : {}),
    security: SECURITY[operation.access],
    'x-access': operation.access,
    ...(parameters.length ? { parameters } : {}),
    ...(operation.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: requestSchema(operation.body) } } } }
      : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of `operations`, built from the contract's zod schemas. */
export function buildOpenApiDocument(operations: readonly ApiOperation[] = apiOperations): OpenApiDocument {
  const ids = new Set(operations.map((operation) => operation.id));
  if (ids.size !== operations.length) throw new Error('Two operations share an id');
  const dangling = operations.flatMap((operation) => operation.links ?? []).filter((link) => !ids.has(link.operationId));
  if (dangling.length) throw new Error(`Links to unknown operations: ${dangling.map((link) => link.operationId).join(', ')}`);
  const { schemas, nameOf } = responseComponents(operations);
  const paths: OpenApiDocument['paths'] = {};
  for (const operation of operations) {
    const path = openApiPath(operation.path);
    paths[path] = { ...paths[path], [operation.method]: operationObject(operation, nameOf) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Padel League API',
      version: '1.0.0',
      description:
        'The API behind the gateway. Errors answer `{ error, code, params?, details? }` with the stable code of api-codes.ts. Bearer tokens are access tokens of the league realm’s web client. Each path has one spelling, matched case-sensitively: a trailing slash, an empty or dot segment or a percent-escape of a letter, digit, `-._~`, `/` or `\\` is answered 400 INVALID_PATH, and limits count a route whatever the case of its letters. One client address may have at most 50 requests in progress at once (CONNECTIONS_PER_CLIENT): one more is answered 429 TOO_MANY_CONNECTIONS with Retry-After.',
    },
    servers: [{ url: '/' }],
    tags: [...new Set(operations.map((operation) => operation.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas,
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}
