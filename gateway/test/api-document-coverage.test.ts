import { apiOperations, buildOpenApiDocument, openApiPath } from '@padel/contracts';
import { loadConfig, type ServiceDefinition } from '@padel/service-kit';
import { serviceForPath } from '../src/routes/api-routes';

/** What each service hands defineService, caught as its app module is loaded (nothing is started). */
const mockDefinitions: Array<ServiceDefinition<never>> = [];
jest.mock('@padel/service-kit', () => {
  const actual = jest.requireActual('@padel/service-kit');
  return {
    ...actual,
    defineService: (definition: ServiceDefinition<never>) => {
      mockDefinitions.push(definition);
      return actual.defineService(definition);
    },
  };
});

const SERVICE_APPS = ['players', 'tournaments', 'teams', 'news'] as const;

/** What a Koa router keeps of its routes (`router.use` middleware has no methods). */
interface MountedRouter {
  stack: Array<{ path: string; methods: string[] }>;
}

/** `GET /api/tournaments/{id}` for each method of each route the service's routers mount (HEAD goes with GET). */
function mountedRoutes(definition: ServiceDefinition<never>): string[] {
  // Settings the routers read at construction; nothing is connected.
  const config = loadConfig(definition.configSchema, { ...process.env, PLAYERS_URL: 'http://127.0.0.1:9' });
  const routers = definition.routers({ config, logger: definition.name as never }) as unknown as MountedRouter[];
  return routers.flatMap((router) =>
    router.stack.flatMap((layer) =>
      layer.methods.filter((method) => method !== 'HEAD').map((method) => `${method} ${openApiPath(layer.path)}`),
    ),
  );
}

describe('The OpenAPI document and the routes the services mount', () => {
  let mounted: Map<string, string[]>;

  beforeAll(() => {
    for (const service of SERVICE_APPS) jest.requireActual(`../../services/${service}/src/app`);
    mounted = new Map(mockDefinitions.map((definition) => [definition.name, mountedRoutes(definition)]));
  });

  const documented = () =>
    Object.entries(buildOpenApiDocument().paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );

  it('when every service is loaded, then each one mounted routers', () => {
    expect([...mounted.keys()].sort()).toEqual([...SERVICE_APPS].sort());
    for (const routes of mounted.values()) expect(routes.length).toBeGreaterThan(0);
  });

  it('when the routers are walked, then every route they mount is in the document', () => {
    const inDocument = new Set(documented());
    const missing = [...mounted.values()].flat().filter((route) => !inDocument.has(route));

    expect(missing).toEqual([]);
  });

  it('when the document is read, then every operation in it is a route some router mounts', () => {
    const routes = new Set([...mounted.values()].flat());
    const extra = documented().filter((route) => !routes.has(route));

    expect(extra).toEqual([]);
  });

  it('when the document is read, then every operation is mounted by the service the gateway sends its path to', () => {
    const misrouted = apiOperations
      .map((operation) => ({
        route: `${operation.method.toUpperCase()} ${openApiPath(operation.path)}`,
        service: serviceForPath(operation.path),
      }))
      .filter(({ route, service }) => !service || !mounted.get(service)?.includes(route));

    expect(misrouted).toEqual([]);
  });
});
