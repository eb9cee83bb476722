// Decision 150: padel/ferretdb stands in for mongo:7 in compose, whose services connect with
// mongodb://user:password@mongo:27017/?authSource=admin. The image's first user comes from mongo's variables and
// clients authenticate with SCRAM. Needs the image (built by npm test before jest where Docker runs).
import { MongoClient } from 'mongodb';
import { localImagesAvailable, startEngineContainer, type EngineContainer } from '../src/engines/containers';
import { pingMongo } from '../src/engines/mongo';
import { freePort } from '../src/testing/processes';

const user = 'padel';
const password = 'first-user-password';
const describeWithImage = localImagesAvailable(['ferretdb']) ? describe : describe.skip;

let container: EngineContainer;
let port: number;
const urlWith = (credentials: string) => `mongodb://${credentials}127.0.0.1:${port}/?authSource=admin`;

/** Inserts one document in a database of its own, as a service would; the driver's error name when refused. */
async function writeAs(credentials: string): Promise<string> {
  const client = new MongoClient(urlWith(credentials), { serverSelectionTimeoutMS: 3000 });
  try {
    await client.connect();
    await client.db('padel_image_auth').collection('items').insertOne({ at: new Date() });
    return 'written';
  } catch (error) {
    return (error as { codeName?: string }).codeName ?? (error as Error).name;
  } finally {
    await client.close();
  }
}

describeWithImage('padel/ferretdb with a first user', () => {
  beforeAll(async () => {
    port = await freePort();
    container = await startEngineContainer({
      image: 'ferretdb',
      containerPort: 27017,
      hostPort: port,
      environment: { MONGO_INITDB_ROOT_USERNAME: user, MONGO_INITDB_ROOT_PASSWORD: password },
      ready: () => pingMongo(urlWith(`${user}:${password}@`)),
    });
  }, 120_000);

  afterAll(() => container.stop());

  it('when a client connects as the first user with authSource=admin, then it writes; with a wrong password or none it is refused', async () => {
    expect(await writeAs(`${user}:${password}@`)).toBe('written');
    expect(await writeAs(`${user}:wrong@`)).toBe('AuthenticationFailed');
    expect(await writeAs('')).toBe('Unauthorized');
  });

  it('when the container restarts on its data, then the same user still connects and its data is there', async () => {
    // Arrange
    await writeAs(`${user}:${password}@`);

    // Act
    await container.kill();
    await container.start();

    // Assert
    const client = await MongoClient.connect(urlWith(`${user}:${password}@`));
    try {
      expect(await client.db('padel_image_auth').collection('items').countDocuments()).toBeGreaterThanOrEqual(1);
    } finally {
      await client.close();
    }
  }, 60_000);
});
