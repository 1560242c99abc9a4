/**
 * One rule in every path (docs/api.md#conventions): a password needs eight visible characters;
 * an admin's e-mail and a wallet payment's transaction ID are normalised before they are
 * compared, so that a look-alike is the same account or the same payment, or is refused.
 */
import { parseEmail } from '../src/configValues';
import { useSignedInApp } from './support/lifecycle';
import { ADMIN, answer, badRequest, login } from './support/testApp';
import { clearTables } from './support/testDb';
import { createWalletPayment, TXN_RECORDED, validWalletPayment } from './support/wallet';

const server = useSignedInApp();

const INVISIBLE_EMAIL = 'email must not contain spaces or invisible characters.';
const MIXED_EMAIL = 'email must not mix the letters of two scripts (such as Latin and Cyrillic).';
const EMAIL_TAKEN = 'An admin with this email already exists.';

describe('a new password needs eight visible characters', () => {
  it.each([
    ['eight spaces', ' '.repeat(8), 'New password is required.'],
    ['eight zero-width spaces', '\u200b'.repeat(8), 'New password is required.'],
    [
      'seven letters and a zero-width space',
      'abcdefg\u200b',
      'Password must be at least 8 characters long.',
    ],
    [
      'seven letters and a braille blank',
      'abcdefg\u2800',
      'Password must be at least 8 characters long.',
    ],
  ])('refuses %s', async (_label, newPassword, message) => {
    const response = await server.call('PUT', '/admin/profile/password', {
      currentPassword: ADMIN.password,
      newPassword,
    });
    expect(answer(response)).toEqual({ status: 400, body: badRequest(message, 'newPassword') });
  });
});

describe('an admin e-mail is normalised before it is compared', () => {
  const account = (email: string) => ({ name: 'Alice', email, role: 'Admin' });
  const create = (email: string) => server.call('POST', '/admin/admins', account(email));

  beforeAll(async () => {
    expect((await create('alice@shop.test')).statusCode).toBe(201);
  });

  it.each([
    ['in capitals, with a trailing dot', 'ALICE@shop.test.'],
    ['with a full-width dot', 'alice@shop\uff0etest'],
    ['with an ideographic full stop', 'alice@shop\u3002test'],
    ['in full-width letters', '\uff41\uff4c\uff49\uff43\uff45@shop.test'],
  ])('takes alice@shop.test %s for the same account', async (_label, email) => {
    const response = await create(email);
    expect(answer(response)).toEqual({ status: 400, body: badRequest(EMAIL_TAKEN, 'email') });
  });

  it.each([
    ['a Cyrillic а in the name', '\u0430lice@shop.test', MIXED_EMAIL],
    ['a Cyrillic о in the domain', 'alice@sh\u043ep.test', MIXED_EMAIL],
    ['a Greek ο in the domain', 'alice@sh\u03bfp.test', MIXED_EMAIL],
    ['a zero-width space', 'alice\u200b@shop.test', INVISIBLE_EMAIL],
    ['a soft hyphen', 'ali\u00adce@shop.test', INVISIBLE_EMAIL],
    ['a space inside', 'alice @shop.test', INVISIBLE_EMAIL],
  ])('refuses %s, naming the field', async (_label, email, message) => {
    const response = await create(email);
    expect(answer(response)).toEqual({ status: 400, body: badRequest(message, 'email') });
  });

  it('refuses a look-alike on update too', async () => {
    const bob = await create('bob@shop.test');
    const { id } = bob.json<{ admin: { id: number } }>().admin;
    const response = await server.app.inject({
      method: 'PUT',
      url: `/admin/admins/${id}`,
      headers: { authorization: `Bearer ${server.token}`, 'if-match': '"1"' },
      payload: account('Alice@Shop.Test.'),
    });
    expect(response.json()).toEqual(badRequest(EMAIL_TAKEN, 'email'));
  });

  // Found by the fuzzer: validator's isEmail throws on a lone surrogate, which answered 500.
  it.each([
    ['POST', '/admin/admins'],
    ['PUT', '/admin/admins/1'],
    ['POST', '/admin/admin-login'],
  ] as const)('answers %s %s an address with a lone surrogate with a 400', async (method, url) => {
    const response = await server.call(method, url, {
      ...(url === '/admin/admin-login' ? { password: 'whatever1' } : account('')),
      email: 'a\ud83d@shop.test',
    });
    expect(response.statusCode).toBe(400);
  });

  it('stores the normal form, and signs in with either spelling', async () => {
    const created = await create('  Carol@Shop.Test.  ');
    expect(created.statusCode).toBe(201);
    const { admin, oneTimePassword } = created.json<{
      admin: { email: string };
      oneTimePassword: string;
    }>();
    expect(admin.email).toBe('carol@shop.test');
    for (const email of ['CAROL@shop.test.', 'carol@shop.test', 'ｃａｒｏｌ@shop．test']) {
      await expect(login(server.app, { email, password: oneTimePassword })).resolves.toEqual(
        expect.any(String),
      );
    }
  });

  it('keeps a name wholly in another script', async () => {
    const response = await create('\u0430\u043b\u0438\u0441\u0430@shop.test');
    expect(response.statusCode).toBe(201);
  });

  it('reads ADMIN_EMAIL by the same rule', () => {
    expect(parseEmail('Owner@Shop.Test.')).toBe('owner@shop.test');
    expect(() => parseEmail('owner\u200b@shop.test')).toThrow('ADMIN_EMAIL must be');
    expect(() => parseEmail('\u043ewner@shop.test')).toThrow('ADMIN_EMAIL must be');
  });
});

describe('a transaction ID is normalised before the "already recorded" check', () => {
  beforeEach(() => clearTables(server.db, ['admins']));

  const record = (txnId: string) =>
    server.call('POST', '/admin/wallet-payment/create', validWalletPayment({ txnId }));

  it.each([
    ['full-width letters and dash', '\uff34\uff38\uff2e\uff0d\uff11\uff12\uff13\uff14\uff15\uff16'],
    ['a non-breaking hyphen', 'TXN\u2011123456'],
    ['an en dash', 'txn\u2013123456'],
    ['a minus sign look-alike, the small hyphen-minus', 'TXN\ufe63123456'],
  ])('takes TXN-123456 with %s for the one recorded', async (_label, txnId) => {
    await createWalletPayment(server);
    const response = await record(txnId);
    expect(answer(response)).toEqual(TXN_RECORDED);
  });

  it.each([
    ['a trailing zero-width space', 'TXN-123456\u200b'],
    ['a word joiner inside', 'TXN\u2060-123456'],
  ])('refuses %s, naming the field', async (_label, txnId) => {
    const response = await record(txnId);
    expect(answer(response)).toEqual({
      status: 400,
      body: badRequest('txnId must not contain invisible characters.', 'txnId'),
    });
  });

  it('stores the normal form', async () => {
    const response = await record(' \uff34\uff38\uff2e\u2010\uff19 ');
    expect(response.json()).toMatchObject({ walletPayment: { txnId: 'TXN-9' } });
  });
});
