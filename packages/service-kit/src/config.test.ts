import { z } from 'zod';
import { loadConfig } from './config';
import { serviceConfigSchema } from './service-config';

describe('loadConfig', () => {
  const schema = serviceConfigSchema({ port: 8014, dbName: 'padel_news' });

  it('when required keys are present, then defaults fill the rest', () => {
    const config = loadConfig(schema, { MONGO_URL: 'mongodb://127.0.0.1:27037', AMQP_URL: 'amqp://guest:guest@127.0.0.1:5692' });

    expect(config).toMatchObject({ PORT: 8014, MONGO_DB: 'padel_news', KEYCLOAK_REALM: 'padel', API_AUDIENCE: 'padel-api' });
    expect(config.KEYCLOAK_URL).toBeUndefined();
  });

  it('when PORT is given as a string, then it is coerced to a number', () => {
    expect(loadConfig(schema, { MONGO_URL: 'mongodb://h', AMQP_URL: 'amqp://h', PORT: '0' }).PORT).toBe(0);
  });

  it('when several keys are bad or missing, then the error lists every one of them', () => {
    expect(() => loadConfig(schema, { PORT: 'eighty', MONGO_URL: 'http://nope' })).toThrow(
      /Invalid configuration:\n {2}- PORT: .+\n {2}- MONGO_URL: must be a mongodb:\/\/ URL\n {2}- AMQP_URL: .+/,
    );
  });

  it('when an optional URL is an empty string, then it counts as unset', () => {
    expect(loadConfig(schema, { MONGO_URL: 'mongodb://h', AMQP_URL: 'amqp://h', KEYCLOAK_URL: '' }).KEYCLOAK_URL).toBeUndefined();
  });

  it('when a custom schema is given, then its parsed value is returned', () => {
    expect(loadConfig(z.object({ NAME: z.string() }), { NAME: 'news', OTHER: 'x' })).toEqual({ NAME: 'news' });
  });
});
