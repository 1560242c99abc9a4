/**
 * GET /media/ (docs/api.md#images): a wallet payment's screenshot, a proof of payment, is served
 * only to a signed-in admin whose role may read wallet payments, kept by no shared cache and
 * read by no other origin; the images of banners and notifications, which customers see, stay
 * public.
 */
import { can, forbiddenMessage, ROLES } from '../../contract/roles';
import { SET_PASSWORD_FIRST } from '../src/auth/permissions';
import { bannerCase } from './cases/bannerCase';
import { notificationCase } from './cases/notificationCase';
import { png } from './support/images';
import { useSignedInApp } from './support/lifecycle';
import { resourceApi } from './support/resourceApi';
import { addMember, memberOnOwnPassword } from './support/team';
import { bearer, signJwt } from './support/testApp';
import { clearTables } from './support/testDb';
import { createWalletPayment } from './support/wallet';

const server = useSignedInApp();
beforeEach(() => clearTables(server.db, ['admins']));

const PRIVATE = {
  'cache-control': 'private, no-store',
  'cross-origin-resource-policy': 'same-origin',
  'content-type': 'image/png',
};

/** GET of `url`, with the admin's token when one is given. */
const get = (url: string, token?: string) =>
  server.app.inject({ method: 'GET', url, headers: token === undefined ? {} : bearer(token) });

describe("a wallet payment's screenshot", () => {
  it('answers 401 without a valid admin token, and not the image', async () => {
    const { screenshot } = await createWalletPayment(server);
    const forged = signJwt({ typ: 'admin', sub: '1' }, 'another secret, long enough for HS256');
    for (const token of [undefined, 'not-a-token', forged]) {
      const response = await get(screenshot, token);
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toMatchObject({
        success: false,
        message: 'Authentication required. Please login again.',
      });
    }
  });

  it('serves it to each role that may read wallet payments, privately; 403 to any other', async () => {
    const { screenshot } = await createWalletPayment(server);
    for (const role of ROLES) {
      const member = await memberOnOwnPassword(
        server,
        `A ${role}`,
        `${role.replace(' ', '-')}@shop.example`,
        role,
      );
      const response = await get(screenshot, member.token);
      if (can(role, 'walletPayments', 'read')) {
        expect(response.statusCode).toBe(200);
        expect(response.headers).toMatchObject(PRIVATE);
        expect(response.rawPayload.equals(png(1))).toBe(true);
      } else {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({
          message: forbiddenMessage(role, 'walletPayments', 'read'),
        });
      }
    }
  });

  it('answers 403 to an admin still on a one-time password, as every wallet route does', async () => {
    const { screenshot } = await createWalletPayment(server);
    const newcomer = await addMember(server.app, server.token, {
      name: 'A newcomer',
      email: 'newcomer@shop.example',
      role: 'Super Admin',
    });
    const response = await get(screenshot, newcomer.token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: SET_PASSWORD_FIRST });
  });

  it('is no longer served once its payment is deleted', async () => {
    const { id, screenshot } = await createWalletPayment(server);
    expect((await get(screenshot, server.token)).statusCode).toBe(200);
    const deleted = await server.app.inject({
      method: 'DELETE',
      url: `/admin/wallet-payment/delete/${id}`,
      headers: { ...bearer(server.token), 'if-match': '"1"' },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await get(screenshot, server.token)).statusCode).toBe(404);
  });
});

describe('the images customers see', () => {
  it("serves a banner's and a notification's images to anyone, cached, to any origin", async () => {
    const banner = await resourceApi(server, bannerCase).create();
    const notification = await resourceApi(server, notificationCase).create();
    for (const url of [banner.bannerImageDesktop, banner.bannerImageMobile, notification.image]) {
      const response = await get(String(url));
      expect(response.statusCode).toBe(200);
      expect(response.headers).toMatchObject({
        'cache-control': 'public, max-age=31536000, immutable',
        'cross-origin-resource-policy': 'cross-origin',
      });
    }
  });
});
