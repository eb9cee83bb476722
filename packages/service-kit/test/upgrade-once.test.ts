import { randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import { releaseAll } from '@padel/tools/testing/release-all';
import { connectMongo, createLogger, disconnectMongo, markUpgradeDone, upgradeOnce } from '../src';

const uniqueName = (purpose: string) => `${purpose}-${randomBytes(4).toString('hex')}`;

beforeAll(async () => {
  await connectMongo({
    url: process.env.MONGO_URL as string,
    dbName: `kit_upgrades_${randomBytes(4).toString('hex')}`,
    logger: createLogger('test'),
    maxPoolSize: 1,
  });
});

afterAll(() =>
  releaseAll(
    () => mongoose.connection.dropDatabase(),
    () => disconnectMongo(),
  ),
);

describe('upgradeOnce', () => {
  test('when a database starts twice, then its upgrade runs the first time only and is recorded by its name', async () => {
    const name = uniqueName('profiles-upgrade');
    const upgrade = jest.fn(async () => undefined);

    const first = await upgradeOnce(name, upgrade);
    const second = await upgradeOnce(name, upgrade);

    expect([first, second]).toEqual([true, false]);
    expect(upgrade).toHaveBeenCalledTimes(1);
    expect(await mongoose.connection.collection('upgrades').findOne({ _id: name as never })).toMatchObject({ done_at: expect.any(Date) });
  });

  test('when the upgrade fails, then it is not recorded and the next start runs it again', async () => {
    const name = uniqueName('failing-upgrade');
    const upgrade = jest.fn().mockRejectedValueOnce(new Error('store gone')).mockResolvedValueOnce(undefined);

    await expect(upgradeOnce(name, upgrade)).rejects.toThrow('store gone');
    await expect(upgradeOnce(name, upgrade)).resolves.toBe(true);

    expect(upgrade).toHaveBeenCalledTimes(2);
  });

  test('when data was written in today’s shape and the upgrade marked done, then it never runs', async () => {
    const name = uniqueName('generated-data');
    const upgrade = jest.fn(async () => undefined);

    await markUpgradeDone(name);
    await markUpgradeDone(name);

    await expect(upgradeOnce(name, upgrade)).resolves.toBe(false);
    expect(upgrade).not.toHaveBeenCalled();
  });
});
