/**
 * PUBLIC_ORIGIN (docs/api.md#passkeys): a domain, never an IP address; the passkeys are its
 * domain's, for pages of that origin alone.
 */
import { loadConfig } from '../src/config';
import { PASSKEY_MESSAGES } from '../../contract/passkeys';
import { useSignedInApp } from './support/lifecycle';
import { LOCALHOST, SoftAuthenticator } from './support/softAuthenticator';
import { ADMIN, bearer, withTestApp } from './support/testApp';

const server = useSignedInApp();

describe('PUBLIC_ORIGIN', () => {
  it('takes a domain, and refuses an IP address, a path, plain http but on localhost', () => {
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://admin.example.com/' }).publicOrigin).toBe(
      'https://admin.example.com',
    );
    expect(loadConfig({}).publicOrigin).toBeUndefined();
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'http://192.168.1.5:8080' })).toThrow(
      'PUBLIC_ORIGIN must be a domain name, not an IP address: passkeys need one (got "http://192.168.1.5:8080").',
    );
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'https://[::1]' })).toThrow('not an IP address');
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'https://example.com/admin' })).toThrow('no path');
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'http://example.com' })).toThrow('https://');
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'example' })).toThrow('PUBLIC_ORIGIN must be');
  });

  it("makes the passkeys its domain's, for pages of that origin alone", async () => {
    const where = { origin: 'https://admin.example.com', rpId: 'admin.example.com' };
    await withTestApp(server.db, { publicOrigin: where.origin }, async (app) => {
      const signIn = await app.inject({
        method: 'POST',
        url: '/admin/admin-login/passkey/options',
      });
      expect(signIn.json()).toMatchObject({ rpId: where.rpId });
      const key = new SoftAuthenticator(where);
      const made = await app.inject({
        method: 'POST',
        url: '/admin/profile/passkeys/options',
        headers: bearer(server.token),
        payload: { currentPassword: ADMIN.password },
      });
      expect(made.json()).toMatchObject({ rp: { id: where.rpId } });
      const response = key.register(
        made.json<{ challenge: string; user: { id: string } }>(),
        LOCALHOST,
      );
      const refused = await app.inject({
        method: 'POST',
        url: '/admin/profile/passkeys',
        headers: bearer(server.token),
        payload: { name: 'Laptop', response },
      });
      expect(refused.json()).toMatchObject({
        message: PASSKEY_MESSAGES.notAdded,
        field: 'response',
      });
    });
  });
});
