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

describe('loadConfig in a deployment', () => {
  const schema = serviceConfigSchema({ port: 8011, dbName: 'padel_players' }).extend({ KEYCLOAK_SIGNUP_CLIENT_SECRET: z.string() });
  const ownSecrets = {
    MONGO_URL: 'mongodb://padel:Xq7-mongo-of-our-own@mongo:27017/?authSource=admin',
    AMQP_URL: 'amqp://padel:Xq7-broker-of-our-own@rabbitmq:5672',
    KEYCLOAK_SIGNUP_CLIENT_SECRET: 'Xq7-signup-of-our-own',
  };

  it('when NODE_ENV is production and every secret is our own, then the configuration loads', () => {
    expect(loadConfig(schema, { ...ownSecrets, NODE_ENV: 'production' }).KEYCLOAK_SIGNUP_CLIENT_SECRET).toBe('Xq7-signup-of-our-own');
  });

  it('when NODE_ENV is production and secrets are the local ones, then it refuses to start naming each of them', () => {
    const env = {
      NODE_ENV: 'production',
      MONGO_URL: 'mongodb://padel:padel-local@mongo:27017/?authSource=admin',
      AMQP_URL: 'amqp://guest:guest@rabbitmq:5672',
      KEYCLOAK_SIGNUP_CLIENT_SECRET: 'padel-signup-local-secret',
    };

    expect(() => loadConfig(schema, env)).toThrow(
      "Refusing to start with the repository's local secrets (NODE_ENV=production): MONGO_URL, AMQP_URL, KEYCLOAK_SIGNUP_CLIENT_SECRET.",
    );
  });

  it('when a local secret is given on a machine that says it is local (PADEL_PROFILE=local), then the configuration loads', () => {
    const env = {
      ...ownSecrets,
      KEYCLOAK_SIGNUP_CLIENT_SECRET: 'padel-signup-local-secret',
      NODE_ENV: 'production',
      PADEL_PROFILE: 'local',
    };

    expect(loadConfig(schema, env).KEYCLOAK_SIGNUP_CLIENT_SECRET).toBe('padel-signup-local-secret');
  });

  it('when NODE_ENV is not production, then local secrets are accepted (the launcher, tests)', () => {
    expect(loadConfig(schema, { ...ownSecrets, AMQP_URL: 'amqp://guest:guest@127.0.0.1:5692' }).AMQP_URL).toContain('guest');
  });

  it('when the listen address and trusted proxies are not given, then loopback is used for both', () => {
    expect(loadConfig(schema, ownSecrets)).toMatchObject({ HOST: '127.0.0.1', TRUSTED_PROXIES: '127.0.0.1/8,::1' });
  });

  it('when TRUSTED_PROXIES holds something that is no address, then the configuration is refused', () => {
    expect(() => loadConfig(schema, { ...ownSecrets, TRUSTED_PROXIES: '10.89.0.10,gateway' })).toThrow(
      'TRUSTED_PROXIES: "gateway" is not an IP address or CIDR range',
    );
  });
});
