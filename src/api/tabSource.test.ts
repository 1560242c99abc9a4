/**
 * The tab answers a write read at an older version as the reference server does
 * (docs/api.md#versions): nothing written, 409 with the row as it is now; a bulk request leaves
 * such a row alone and names it; a row that is gone is named as the server names it.
 */
import { configureStore } from '@reduxjs/toolkit';
import { saved, tabLists, type TabRow } from './tabLists';
import { tabFetch } from './tabSource';
import { VERSION_HEADER, versionTag } from '../../contract/versionTag';

const AT = '2026-03-01T09:00:00.000Z';
const ESIM: TabRow = {
  id: 1,
  name: 'eSIM',
  status: 'active',
  image: 'x',
  version: 1,
  createdAt: AT,
  updatedAt: AT,
};

function tab() {
  const store = configureStore({ reducer: { tabLists: tabLists.reducer } });
  store.dispatch(saved({ resource: 'categories', row: ESIM }));
  const send = tabFetch(store);
  const call = async (method: string, path: string, version?: number, body?: object) => {
    const headers = version === undefined ? undefined : { [VERSION_HEADER]: versionTag(version) };
    const response = await send(`http://api.test/admin/${path}`, {
      method,
      headers,
      body: body && JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const stored = () => store.getState().tabLists.categories;
  return { call, stored };
}

const RENAMED = { name: 'Maps', status: 'active' };

it('refuses an update, a delete and a status switch read at an older version, writing nothing', async () => {
  const { call, stored } = tab();
  expect((await call('PUT', 'category/update/1', 1, RENAMED)).status).toBe(200);
  const now = stored()[0]!;
  expect(now).toMatchObject({ name: 'Maps', version: 2 });

  const writes = [
    ['PUT', 'category/update/1', { name: 'Lost', status: 'active' }],
    ['PUT', 'category/status/1', { status: 'inactive' }],
    ['DELETE', 'category/delete/1', undefined],
  ] as const;
  for (const [method, path, body] of writes) {
    expect({ path, ...(await call(method, path, 1, body)) }).toEqual({
      path,
      status: 409,
      body: {
        success: false,
        message: `Category was changed by another admin at ${String(now.updatedAt)} after you read it.`,
        requestId: 'tab',
        current: { ...now, productCount: 0 },
        changedBy: null,
        changedAt: now.updatedAt,
      },
    });
  }
  expect(stored()).toEqual([now]);
  // Without If-Match, as the specification's client sends, a write applies.
  expect((await call('PUT', 'category/update/1', undefined, RENAMED)).status).toBe(200);
});

it('leaves a row named at an older version alone in bulk work, and names a row gone as the server does', async () => {
  const { call, stored } = tab();
  await call('PUT', 'category/update/1', 1, RENAMED);
  const bulk = await call('PUT', 'category/bulk/status', undefined, {
    status: 'inactive',
    items: [{ id: 1, version: 1 }],
  });
  expect(bulk.body).toMatchObject({
    message: '0 categories deactivated.',
    done: [],
    skipped: [{ id: 1, message: expect.stringMatching(/^Category was changed by another admin/) }],
  });
  expect(stored()[0]).toMatchObject({ status: 'active', version: 2 });

  expect(await call('PUT', 'category/update/9', 1, RENAMED)).toEqual({
    status: 404,
    body: { success: false, message: 'Category not found.', requestId: 'tab' },
  });
});
