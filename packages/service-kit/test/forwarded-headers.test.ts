import Router from '@koa/router';
import { createLogger, createServiceApp, startHttpServer, type HttpServer } from '../src';

const logger = createLogger('service-kit-test');

/** A service app answering what Koa believes of the request: the client's address, protocol and host. */
async function serviceTrusting(trustedProxies: string | undefined): Promise<HttpServer> {
  const router = new Router();
  router.get('/seen', (ctx) => {
    ctx.body = { ip: ctx.ip, protocol: ctx.protocol, host: ctx.host };
  });
  const app = createServiceApp({
    name: 'kit-forwarded',
    logger,
    routers: [router],
    ...(trustedProxies === undefined ? {} : { trustedProxies }),
  });
  return startHttpServer(app, 0, '127.0.0.1');
}

const forged = { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'forged.example' };

describe('X-Forwarded-* headers', () => {
  const servers: HttpServer[] = [];
  afterAll(async () => {
    for (const server of servers) await server.close();
  });

  async function seen(trustedProxies: string | undefined): Promise<{ ip: string; protocol: string; host: string }> {
    const server = await serviceTrusting(trustedProxies);
    servers.push(server);
    const response = await fetch(`http://127.0.0.1:${server.port}/seen`, { headers: forged });
    return (await response.json()) as { ip: string; protocol: string; host: string };
  }

  it('when the peer is not a trusted proxy, then a spoofed X-Forwarded-For, -Proto and -Host are ignored', async () => {
    // Act: the test talks from 127.0.0.1, and only the gateway's address is trusted
    const answer = await seen('10.89.0.10');

    // Assert
    expect(answer).toEqual({ ip: '127.0.0.1', protocol: 'http', host: expect.stringMatching(/^127\.0\.0\.1:\d+$/) });
  });

  it('when the peer is the gateway on the same machine (loopback, the default), then its X-Forwarded-* count', async () => {
    // Act
    const answer = await seen(undefined);

    // Assert
    expect(answer).toEqual({ ip: '203.0.113.9', protocol: 'https', host: 'forged.example' });
  });
});
