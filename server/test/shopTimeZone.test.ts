/**
 * The shop's time zone (docs/api.md#the-shops-time-zone): a setting of the server, refused at
 * start when no zone has that name, and told to the signed-in admin by the profile.
 */
import { loadConfig } from '../src/config';
import { ConfigError } from '../src/configValues';
import { useTestDb } from './support/lifecycle';
import { bearer, login, seedAdmin, withTestApp } from './support/testApp';

describe('SHOP_TIME_ZONE', () => {
  it('is Asia/Kolkata by default, or the zone given, as written', () => {
    expect(loadConfig({}).shopTimeZone).toBe('Asia/Kolkata');
    expect(loadConfig({ SHOP_TIME_ZONE: '' }).shopTimeZone).toBe('Asia/Kolkata');
    expect(loadConfig({ SHOP_TIME_ZONE: 'Europe/Berlin' }).shopTimeZone).toBe('Europe/Berlin');
    expect(loadConfig({ SHOP_TIME_ZONE: 'UTC' }).shopTimeZone).toBe('UTC');
  });

  it.each(['Mars/Olympus', 'Asia/Nowhere', 'not a zone'])(
    'refuses %s at start, naming the variable',
    (zone) => {
      const load = () => loadConfig({ SHOP_TIME_ZONE: zone });
      expect(load).toThrow(ConfigError);
      expect(load).toThrow(
        `SHOP_TIME_ZONE must be a time zone such as Asia/Kolkata or Europe/Berlin (got "${zone}").`,
      );
    },
  );
});

describe("the profile's timeZone", () => {
  const database = useTestDb();
  beforeAll(() => seedAdmin(database.db));

  async function profileTimeZone(shopTimeZone?: string) {
    return withTestApp(database.db, shopTimeZone ? { shopTimeZone } : {}, async (app) => {
      const headers = bearer(await login(app));
      const response = await app.inject({ method: 'GET', url: '/admin/profile', headers });
      expect(response.statusCode).toBe(200);
      return response.json<{ timeZone: string }>().timeZone;
    });
  }

  it("is the server's setting", async () => {
    expect(await profileTimeZone('Europe/Berlin')).toBe('Europe/Berlin');
  });

  it('is Asia/Kolkata when the setting is left out', async () => {
    expect(await profileTimeZone()).toBe('Asia/Kolkata');
  });
});
