// Issue 31, point 9: nothing of the local engines listens beyond this machine (RabbitMQ's Erlang distribution port
// and epmd listened on every interface).
import fs from 'node:fs';
import { ensureEngines } from '../src/engines';
import { PORTS } from '../src/engines/profiles';

/** Erlang's port mapper daemon, shared by every Erlang node of the machine. */
const EPMD_PORT = 4369;
const LISTEN = '0A';
const LOOPBACK = new Set(['0100007F', '00000000000000000000000001000000', '0000000000000000FFFF00000100007F']);

/** The addresses (hex, as the kernel writes them) listening on `port`, over IPv4 and IPv6. */
function listeningAddresses(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  return ['/proc/net/tcp', '/proc/net/tcp6']
    .filter((file) => fs.existsSync(file))
    .flatMap((file) => fs.readFileSync(file, 'utf8').trim().split('\n').slice(1))
    .map((line) => line.trim().split(/\s+/))
    .filter(([, local, , state]) => state === LISTEN && local!.endsWith(`:${hexPort}`))
    .map(([, local]) => local!.split(':')[0]!);
}

describe('the local engines', () => {
  test('when the test engines are up, then each of their ports and epmd listen on the loopback only', async () => {
    await ensureEngines('test');
    const { mongo, amqp, amqpDist, keycloak, keycloakManagement, smtp, mailpit } = PORTS.test;
    const ports = { mongo, amqp, amqpDist, keycloak, keycloakManagement, smtp, mailpit, epmd: EPMD_PORT };

    const exposed = Object.entries(ports).flatMap(([name, port]) => {
      const addresses = listeningAddresses(port);
      return addresses.length === 0
        ? [`${name}: not listening`]
        : addresses.filter((address) => !LOOPBACK.has(address)).map((address) => `${name}: ${address}`);
    });

    expect(exposed).toEqual([]);
  });
});
