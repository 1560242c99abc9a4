/**
 * What the kept resources' tests (blogs, wallet payments, categories, products) share: an item
 * made by the API, a stale write, the refusals of a create, and a list's
 * rows as one field of each.
 */
import type { LightMyRequestResponse } from 'fastify';

import type { SignedInApp } from './lifecycle';
import type { Refusal } from './resourceApi';
import { answer, badRequest, refusedFieldOf } from './testApp';
import { rowCount } from './testDb';

/** A moment as the server answers it: createdAt, updatedAt. */
export const ISO = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

/** An image's URL as the server answers it. */
export const MEDIA = expect.stringMatching(/^\/media\/[0-9a-f]{32}\.png$/);

/** A create's 201: `message`, and under `key` the first item made, `fields` at version 1. */
export function expectCreated(
  response: LightMyRequestResponse,
  message: string,
  key: string,
  fields: object,
): void {
  expect(response.statusCode).toBe(201);
  expect(response.json()).toEqual({
    success: true,
    message,
    [key]: { id: 1, ...fields, version: 1, createdAt: ISO, updatedAt: ISO },
  });
}

/** DELETE `${base}/delete/:id`: answered with `message`, the item gone and its image with it. */
export async function expectDeleted(
  server: SignedInApp,
  base: string,
  id: number,
  message: string,
) {
  const response = await server.call('DELETE', `${base}/delete/${id}`);
  expect(response.json()).toEqual({ success: true, message });
  expect(await rowCount(server.db, 'media')).toBe(0);
  expect((await server.call('GET', `${base}/${id}`)).statusCode).toBe(404);
}

/** POSTs a valid `body` to `url`; answers the item its 201 holds under `key`. */
export async function createVia<Item>(
  server: SignedInApp,
  url: string,
  key: string,
  body: object,
): Promise<Item> {
  const response = await server.call('POST', url, body);
  if (response.statusCode !== 201) throw new Error(`${key} not created: ${response.body}`);
  return response.json<Record<string, Item>>()[key] as Item;
}

/** A write sent as read at version 1. */
export const atVersionOne = (
  server: SignedInApp,
  method: 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) =>
  server.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${server.token}`, 'if-match': '"1"' },
    payload,
  });

/**
 * One test per refusal: the `body` of its overrides, POSTed to `url`, answers 400 with its
 * message, and each of `tables` still holds no row.
 */
export function itRefusesCreate(
  server: SignedInApp,
  url: string,
  body: (overrides: object) => object | Promise<object>,
  tables: readonly string[],
  refusals: readonly Refusal[],
): void {
  it.each(refusals)(
    'refuses %s with 400 naming the field, storing nothing',
    async (_label, overrides, message) => {
      const response = await server.call('POST', url, await body(overrides));
      expect(answer(response)).toEqual({
        status: 400,
        body: badRequest(message, refusedFieldOf(overrides, message)),
      });
      for (const table of tables)
        expect({ table, rows: await rowCount(server.db, table) }).toEqual({ table, rows: 0 });
    },
  );
}

/** GETs a list; answers `field` of each of its rows under `key`, once it answers 200. */
export const listed = (server: SignedInApp, key: string, field: string) => async (url: string) => {
  const response = await server.call('GET', url);
  expect(response.statusCode).toBe(200);
  return response
    .json<Record<string, Array<Record<string, unknown>>>>()
    [key]?.map((row) => row[field]);
};

/** Each query of a list against the rows `rows` answers for it, in that order. */
export async function expectListed(
  rows: (url: string) => Promise<unknown[] | undefined>,
  table: ReadonlyArray<readonly [url: string, expected: unknown[]]>,
): Promise<void> {
  for (const [url, expected] of table)
    expect({ url, rows: await rows(url) }).toEqual({ url, rows: expected });
}
