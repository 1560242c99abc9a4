/**
 * The OpenAPI document's operations as a generated client sees them: each has an operationId,
 * the name of its function there, unique and in camelCase, and a summary; each says who may call
 * it, the routes outside the admin guard with `security: []`. scripts/openapi-check.ts lints the
 * whole document with Redocly's recommended rules and builds a client on it.
 */
import type { FastifyInstance } from 'fastify';

import { useTestDb } from './support/lifecycle';
import { isGuarded } from './support/routeTable';
import { buildTestApp } from './support/testApp';

interface Operation {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; required?: boolean; schema?: { default?: unknown } }[];
}

const server = useTestDb();
let app: FastifyInstance;
let operations: { method: string; path: string; operation: Operation }[];

beforeAll(async () => {
  app = buildTestApp(server.db, { metrics: true });
  const response = await app.inject({ method: 'GET', url: '/openapi.json' });
  const { paths } = response.json<{ paths: Record<string, Record<string, Operation>> }>();
  operations = Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method, path, operation })),
  );
});

afterAll(() => app.close());

it('gives every operation an operationId of its own, in camelCase, and a summary', () => {
  expect(operations.length).toBeGreaterThan(80);
  for (const { method, path, operation } of operations) {
    expect({ method, path, ...operation }).toMatchObject({
      operationId: expect.stringMatching(/^[a-z][a-zA-Z]*$/),
      summary: expect.stringMatching(/^[A-Z]/),
    });
  }
  const ids = operations.map(({ operation }) => operation.operationId);
  expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
});

it('names the operations after their resource and what they do', () => {
  const idOf = (method: string, path: string) =>
    operations.find((one) => one.method === method && one.path === path)?.operation.operationId;
  expect({
    signIn: idOf('post', '/admin/admin-login'),
    listOrders: idOf('get', '/admin/orders'),
    getOrder: idOf('get', '/admin/orders/{id}'),
    exportOrdersCsv: idOf('get', '/admin/orders.csv'),
    listAllUsers: idOf('get', '/admin/all-users'),
    updateBanner: idOf('put', '/admin/banner/update/{id}'),
    setBannerStatus: idOf('put', '/admin/banner/status/{id}'),
    listWalletPayments: idOf('get', '/admin/wallet-payments'),
    getInvoicePdf: idOf('get', '/admin/invoice/{id}/pdf'),
    resetAdminPassword: idOf('post', '/admin/admins/{id}/reset-password'),
    // Declared by the route: deriving it would say deleteInvoice, but a void keeps the invoice.
    voidInvoice: idOf('delete', '/admin/invoice/{id}'),
  }).toEqual({
    signIn: 'signIn',
    listOrders: 'listOrders',
    getOrder: 'getOrder',
    exportOrdersCsv: 'exportOrdersCsv',
    listAllUsers: 'listAllUsers',
    updateBanner: 'updateBanner',
    setBannerStatus: 'setBannerStatus',
    listWalletPayments: 'listWalletPayments',
    getInvoicePdf: 'getInvoicePdf',
    resetAdminPassword: 'resetAdminPassword',
    voidInvoice: 'voidInvoice',
  });
});

it('declares the public routes public, with security: [], and the others behind the token', () => {
  for (const { method, path, operation } of operations) {
    const expected =
      path === '/media/{file}'
        ? // Anyone's images, but a wallet payment's screenshot, for an admin (media.ts).
          [{}, { adminToken: [] }]
        : isGuarded(path)
          ? [{ adminToken: [] }]
          : [];
    expect({ method, path, security: operation.security }).toEqual({
      method,
      path,
      security: expected,
    });
  }
});

it('leaves out of a call what the server defaults: paging, sorting, a search', () => {
  const demanded = operations.flatMap(({ method, path, operation }) =>
    (operation.parameters ?? [])
      .filter(({ required, schema }) => required && schema?.default !== undefined)
      .map(({ name }) => `${method} ${path} ${name}`),
  );
  expect(demanded).toEqual([]);
  const listOrders = operations.find(({ operation }) => operation.operationId === 'listOrders');
  expect(listOrders?.operation.parameters?.find(({ name }) => name === 'page')).toMatchObject({
    required: false,
    schema: { default: 1 },
  });
});
