import path from 'node:path';

import { loadConfig } from '../src/config';
import { ConfigError } from '../src/configValues';

describe('loadConfig', () => {
  it('has a default for everything', () => {
    expect(loadConfig({})).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: path.resolve('data'),
      databaseUrl: undefined,
      jwtSecret: undefined,
      admin: { email: 'admin@example.com', password: undefined, name: 'Shop Administrator' },
      seed: 'demo',
      seedUsers: 50,
      seedOrders: 300,
      seedListRows: 0,
      tokenTtlSeconds: 8 * 3600,
      loginRateLimit: 10,
      logLevel: 'info',
      staticDir: path.resolve('dist'),
      metrics: false,
      trustProxy: [],
      shopTimeZone: 'Asia/Kolkata',
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '0',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/back-office',
      DATABASE_URL: 'postgres://shop:secret@db:5432/shop',
      JWT_SECRET: 's'.repeat(32),
      ADMIN_EMAIL: 'owner@shop.test',
      ADMIN_PASSWORD: 'eight chars',
      ADMIN_NAME: ' Owner ',
      SEED: 'none',
      SEED_USERS: '20000',
      SEED_ORDERS: '0',
      TOKEN_TTL: '30m',
      LOGIN_RATE_LIMIT: '3',
      LOG_LEVEL: 'warn',
      STATIC_DIR: 'build',
      METRICS: 'on',
      TRUST_PROXY: '10.0.0.7, 172.16.0.0/12,uniquelocal,::1',
      SHOP_TIME_ZONE: 'Europe/Berlin',
    });

    expect(config).toEqual({
      port: 0,
      host: '0.0.0.0',
      dataDir: '/var/lib/back-office',
      databaseUrl: 'postgres://shop:secret@db:5432/shop',
      jwtSecret: 's'.repeat(32),
      admin: { email: 'owner@shop.test', password: 'eight chars', name: 'Owner' },
      seed: 'none',
      seedUsers: 20000,
      seedOrders: 0,
      seedListRows: 0,
      tokenTtlSeconds: 1800,
      loginRateLimit: 3,
      logLevel: 'warn',
      staticDir: path.resolve('build'),
      metrics: true,
      trustProxy: ['10.0.0.7', '172.16.0.0/12', 'uniquelocal', '::1'],
      shopTimeZone: 'Europe/Berlin',
    });
  });

  it.each([
    ['900', 900],
    ['45s', 45],
    ['8h', 28800],
    ['7d', 604800],
  ])('reads TOKEN_TTL=%s as %i seconds', (value, seconds) => {
    expect(loadConfig({ TOKEN_TTL: value }).tokenTtlSeconds).toBe(seconds);
  });

  it('takes an empty variable as unset', () => {
    expect(
      loadConfig({ PORT: '', ADMIN_PASSWORD: '', SEED: '', SEED_USERS: '', SEED_ORDERS: '' }),
    ).toMatchObject({
      port: 8080,
      admin: { password: undefined },
      seed: 'demo',
      seedUsers: 50,
      seedOrders: 300,
      seedListRows: 0,
    });
  });

  // Each variable, what it must be, and values it refuses: the message reads
  // "NAME must be EXPECTED (got "VALUE").".
  describe.each([
    ['PORT', 'an integer from 0 to 65535', ['abc', '65536']],
    ['SEED', 'one of demo, none', ['foo']],
    ['SEED_USERS', 'a whole number from 0 to 2000000', ['-1', '1.5']],
    ['SEED_ORDERS', 'a whole number from 0 to 2000000', ['many', '2000001']],
    ['TOKEN_TTL', 'a duration such as 900, 30m, 8h or 7d', ['8 hours', '0']],
    ['LOGIN_RATE_LIMIT', 'a whole number above 0', ['0']],
    ['LOG_LEVEL', 'one of fatal, error, warn, info, debug, trace, silent', ['loud']],
    ['ADMIN_EMAIL', 'an e-mail address', ['admin']],
    ['METRICS', 'one of on, off', ['yes', 'true', 'ON']],
    [
      'TRUST_PROXY',
      'addresses, CIDR ranges or loopback, linklocal, uniquelocal',
      ['true', '10.0.0', '10.0.0.1/33', '::1/129', '10.0.0.0/8/8', 'proxy.example.com'],
    ],
  ] as const)('%s', (name, expected, values) => {
    it.each(values)(`refuses ${name}=%s with a message naming it and the value`, (value) => {
      expect(() => loadConfig({ [name]: value })).toThrow(
        new ConfigError(`${name} must be ${expected} (got "${value}").`),
      );
    });
  });

  it.each([
    ['ADMIN_NAME', '   ', 'ADMIN_NAME must be a name, not blank.'],
    // Blank and visible as the API counts them (contract/text.ts).
    ['ADMIN_NAME', '\u200b\u2800', 'ADMIN_NAME must be a name, not blank.'],
    ['ADMIN_PASSWORD', 'short', 'ADMIN_PASSWORD must be at least 8 characters long.'],
    ['ADMIN_PASSWORD', '\u200b'.repeat(8), 'ADMIN_PASSWORD must be at least 8 characters long.'],
    ['JWT_SECRET', 'short', 'JWT_SECRET must be at least 32 characters long.'],
    [
      'DATABASE_URL',
      'mysql://root:pw@db/shop',
      'DATABASE_URL must be a URL such as postgres://user:password@host:5432/database.',
    ],
  ])('refuses %s=%s with a message naming it, not the value', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new ConfigError(message));
  });
});
