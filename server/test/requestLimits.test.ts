/**
 * What a body may be before its route's schema looks at it (server/src/requestLimits.ts): the
 * limit of its route, mostly images when large, and however deep, a 400 naming its field. Each
 * case here was answered otherwise before (issue: inputs no fuzzer tried).
 */
import { bannerCase } from './cases/bannerCase';
import { notificationCase, notificationJson } from './cases/notificationCase';
import { dataUrl, FIVE_MB, pngOfSize } from './support/images';
import { useSignedInApp } from './support/lifecycle';
import { ADMIN, badRequest } from './support/testApp';

const server = useSignedInApp();

const SIGN_IN = '/admin/admin-login';
const CREATE = '/admin/notification/create';

describe('body limits per route', () => {
  it('refuses a sign-in body over 8 KiB with 413', async () => {
    const password = 'x'.repeat(8 * 1024);
    const response = await server.send(
      'POST',
      SIGN_IN,
      JSON.stringify({ email: ADMIN.email, password }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(badRequest('The request body is too large.'));
  });

  it('refuses a status body over 8 KiB with 413', async () => {
    const status = 'x'.repeat(8 * 1024);
    const response = await server.send(
      'PUT',
      '/admin/notification/status/1',
      JSON.stringify({ status }),
    );
    expect(response.statusCode).toBe(413);
  });

  it('takes two images of 5 MB each where a body carries images', async () => {
    const image = dataUrl('image/png', pngOfSize(FIVE_MB));
    const body = bannerCase.valid({ bannerImageDesktop: image, bannerImageMobile: image });
    const response = await server.send('POST', '/admin/banner/create', JSON.stringify(body));
    expect(response.statusCode).toBe(201);
  });

  it.each([
    ['POST', '/admin/product/create'],
    ['PUT', '/admin/product/update/1'],
  ])('refuses %s %s over 8 KiB with 413: a product carries no image', async (method, url) => {
    const product = { name: 'eSIM', categoryId: 1, price: 1, stock: 'In Stock' };
    const body = `${JSON.stringify(product)}${' '.repeat(8 * 1024)}`;
    const response = await server.send(method, url, body);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(badRequest('The request body is too large.'));
  });

  it('refuses a body with images over 14.5 MiB with 413', async () => {
    const image = `data:image/png;base64,${'A'.repeat(14.5 * 1024 * 1024)}`;
    const response = await server.send('POST', CREATE, notificationJson({ image }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(badRequest('The request body is too large.'));
  });
});

describe('a large body must be mostly its images', () => {
  const big = 9 * 1024 * 1024;
  it.each([
    ['a list of numbers', `[${'0,'.repeat(big / 2)}0]`],
    ['many keys', `{${Array.from({ length: big / 12 }, (_, i) => `"k${i}":1`).join(',')}}`],
    ['deep nesting', `${'['.repeat(big / 2)}${']'.repeat(big / 2)}`],
    ['a list of objects', `[${'{},'.repeat(big / 3)}{}]`],
    ['a string of escapes', `{"title":"${'\\u00e9'.repeat(big / 6)}"}`],
  ])('refuses %s with 400 before parsing it', async (_label, body) => {
    const response = await server.send('POST', CREATE, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(badRequest('The request body holds too many values.'));
  });

  it('still takes a body whose text is mostly one long string', async () => {
    const description = 'x'.repeat(2000);
    const response = await server.send('POST', CREATE, notificationJson({ description }));
    expect(response.statusCode).toBe(201);
  });

  it.each([
    ['of one-unit characters', 'x'],
    ['of two-unit characters', '😀'],
  ])('refuses a title megabytes long %s as AJV words it', async (_label, character) => {
    const title = character.repeat(1_000_000);
    const body = notificationJson({ title });
    const response = await server.send('POST', CREATE, body);
    expect(response.json()).toEqual(
      badRequest('title must be at most 200 characters long.', 'title'),
    );
  });

  it('counts characters, not UTF-16 units, up to twice the limit', async () => {
    const response = await server.send(
      'POST',
      CREATE,
      notificationJson({ title: '😀'.repeat(200) }),
    );
    expect(response.statusCode).toBe(201);
  });
});

describe('deep bodies', () => {
  /** A body of `fields` with `name` nested `depth` lists deep: the deepest a body can get. */
  const withDeep = (fields: object, name: string, depth: number) =>
    JSON.stringify({ ...fields, [name]: 0 }).replace(
      `"${name}":0`,
      `"${name}":${'['.repeat(depth)}${']'.repeat(depth)}`,
    );
  const signIn = { email: ADMIN.email, password: ADMIN.password };

  // The search for NUL characters walked them before validation, and overflowed the stack: 500.
  it.each([
    ['the sign-in', SIGN_IN, withDeep(signIn, 'email', 4000), 'email must be a string.', 'email'],
    [
      'a field the route does not take',
      SIGN_IN,
      withDeep(signIn, 'x', 4000),
      'x is not allowed.',
      undefined,
    ],
    [
      'a create',
      CREATE,
      withDeep(notificationCase.valid(), 'title', 9_900),
      'title must be a string.',
      'title',
    ],
  ])(
    '%s answers 400 naming the field',
    async (_label, url, body, message, field: string | undefined) => {
      const response = await server.send('POST', url, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(badRequest(message, field));
    },
  );
});
