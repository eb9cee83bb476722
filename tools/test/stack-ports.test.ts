import net from 'node:net';
import { assertPortsFree, startStack } from '../src/stack/stack';

/** A listener on a free port of the system's choosing, as a stack left running would hold one. */
async function occupiedPort(): Promise<{ port: number; close: () => Promise<void> }> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const { port } = server.address() as net.AddressInfo;
  return { port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('the stack’s ports', () => {
  test('when every port is free, then the check passes', async () => {
    const { port, close } = await occupiedPort();
    await close();

    await expect(assertPortsFree({ gateway: port })).resolves.toBeUndefined();
  });

  test('when a port is taken (a stack left running), then the check fails naming it', async () => {
    const { port, close } = await occupiedPort();
    try {
      await expect(assertPortsFree({ players: port })).rejects.toThrow(`ports are in use (players ${port})`);
    } finally {
      await close();
    }
  });

  test('when the gateway’s port is taken, then the stack does not start (its health check would reach the other one)', async () => {
    // Arrange: a variant whose gateway port is the taken one.
    const taken = await occupiedPort();
    try {
      const start = startStack({ profile: 'test', variant: { name: 'portstaken', portOffset: taken.port - 8100, seed: false } });

      // Act / Assert
      await expect(start).rejects.toThrow(`gateway ${taken.port}`);
    } finally {
      await taken.close();
    }
  });
});
