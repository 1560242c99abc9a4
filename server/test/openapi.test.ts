/**
 * The OpenAPI document at /openapi.json against the app itself: it documents every route the app
 * registers and nothing else, and what each route answers (a representative call of each, on a
 * real database) matches the schema documented for its status. The browsable page at /api-docs
 * works under the app's own Content-Security-Policy.
 */
import Ajv from 'ajv';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

import type { Made } from './support/apiCall';
import { API_CALLS } from './support/apiCalls';
import { useAppPerTest } from './support/lifecycle';
import { giftOrder, insert } from './support/invoiceOrders';
import { insertPagedOrders } from './support/pagedOrders';
import { isGuarded, registeredRoutes } from './support/routeTable';
import { bearer, buildTestApp, login } from './support/testApp';

interface Operation {
  tags?: string[];
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, { schema?: object }> }>;
}
type Document = { paths: Record<string, Record<string, Operation>> };

const server = useAppPerTest();
let app: FastifyInstance;
let document: Document;
/** 'METHOD /path/{param}' of every route the app registered, but the excluded ones below. */
const routes = new Set<string>();

/** Routes that are not the API: the web app's files (spa.ts) and the documentation itself. */
// The web app's pages and files ('/' and '/*'), and the document itself.
const notApi = (url: string) =>
  url === '/' ||
  url === '/*' ||
  url === '/openapi.json' ||
  url === '/api-docs' ||
  url.startsWith('/api-docs/');

beforeAll(async () => {
  await insertPagedOrders(server.db);
  // Paid for a gift card: invoice 1 (invoiceApiCalls.ts).
  await insert(server.db, giftOrder('invoiced', '2026-01-02'));
  for (const { method, url } of await registeredRoutes(server.db, { metrics: true })) {
    if (!notApi(url)) routes.add(`${method} ${url.replace(/:(\w+)/g, '{$1}')}`);
  }
  // Its document made as the server makes it, at the start.
  app = buildTestApp(server.db, { metrics: true, openApiAtStart: true });
  const response = await app.inject({ method: 'GET', url: '/openapi.json' });
  expect(response.statusCode).toBe(200);
  document = response.json<Document>();
});

afterAll(() => app.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${path}`,
      operation,
    })),
  );

it('documents every route the app registers, and no other', () => {
  expect(routes.size).toBeGreaterThan(25);
  expect(
    operations()
      .map(({ name }) => name)
      .sort(),
  ).toEqual([...routes].sort());
});

it('gives every operation a group and a documented success answer, and the token where needed', () => {
  for (const { name, operation } of operations()) {
    const success = Object.keys(operation.responses).filter((status) => /^2\d\d$/.test(status));
    const guarded = isGuarded(name.split(' ')[1] ?? '');
    const needsToken = (operation.security ?? []).some((one) => 'adminToken' in one);
    expect({ name, tags: operation.tags?.length, success, needsToken }).toEqual({
      name,
      tags: 1,
      success: [expect.any(String)],
      // The images: anyone's, but a wallet payment's screenshot (media.ts).
      needsToken: guarded || name === 'GET /media/{file}',
    });
  }
});

/** The schema documented for an answer of `status`, by content type. */
function documented(operation: string, status: number) {
  const [method = '', path = ''] = operation.split(' ');
  const { responses } = document.paths[path]?.[method.toLowerCase()] ?? { responses: {} };
  return (responses[String(status)] ?? responses[`${String(status)[0]}XX`])?.content;
}

const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });

function check(operation: string, status: number, response: LightMyRequestResponse) {
  const type = String(response.headers['content-type']).split(';')[0] ?? '';
  const content = documented(operation, status);
  expect({ operation, status, type, documented: Object.keys(content ?? {}) }).toEqual({
    operation,
    status,
    type,
    documented: expect.arrayContaining([type]),
  });
  const schema = content?.[type]?.schema;
  if (type !== 'application/json' || !schema) return;
  const valid = ajv.validate(schema, response.json());
  expect({ operation, status, errors: valid ? [] : ajv.errors }).toEqual({
    operation,
    status,
    errors: [],
  });
}

it('answers each call as the document says, for its status', async () => {
  const token = await login(app);
  const made: Made = {};
  for (const call of API_CALLS) {
    const { headers, ...request } = call.request(made);
    const response = await app.inject({
      method: call.operation.split(' ')[0] as 'GET',
      ...request,
      headers: { ...(call.anonymous ? {} : bearer(token)), ...headers },
    });
    expect({ call: call.operation, url: request.url, status: response.statusCode }).toEqual({
      call: call.operation,
      url: request.url,
      status: call.status,
    });
    check(call.operation, call.status, response);
    if (response.headers['content-type']?.toString().startsWith('application/json')) {
      call.keep?.(response.json(), made);
    }
  }
  // Every documented operation was called.
  const called = new Set(API_CALLS.map(({ operation }) => operation));
  expect(operations().filter(({ name }) => !called.has(name))).toEqual([]);
});

it('serves the browsable page with assets from its own origin only, under the app CSP', async () => {
  const page = await app.inject({ method: 'GET', url: '/api-docs' });
  expect(page.statusCode).toBe(200);
  // The app's policy (script-src 'self'), not a relaxed one.
  expect(page.headers['content-security-policy']).toMatch(/(^|;)script-src 'self'(;|$)/);
  const scripts = [...page.body.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)];
  expect(scripts.length).toBeGreaterThan(0);
  for (const [, attributes = '', inline = ''] of scripts) {
    expect(inline.trim()).toBe('');
    const src = /src="([^"]+)"/.exec(attributes)?.[1] ?? '';
    expect(src).toMatch(/^\/api-docs\/static\//);
    expect((await app.inject({ method: 'GET', url: src })).statusCode).toBe(200);
  }
  expect(page.body).not.toMatch(/\sstyle="|on\w+="/);
  const json = await app.inject({ method: 'GET', url: '/api-docs/json' });
  expect(json.json()).toEqual(document);
});
