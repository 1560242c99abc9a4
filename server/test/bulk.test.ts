/**
 * Bulk work on a managed resource's list (docs/api.md#bulk-work): one transaction, each item at
 * the version it was read at, the ones that may not be changed left alone and named, an entry
 * in the trail for each item changed; how the stream folds a run of entries into one change.
 */
import { permissionOf } from '../src/auth/permissions';
import { liveChanges } from '../src/events/liveChanges';
import type { Category } from '../../contract/catalogue';
import { BULK_LIMIT } from '../../contract/bulk';
import { createCategory, createProduct } from './support/catalogue';
import { useSignedInApp } from './support/lifecycle';
import { clearTables, rowCount } from './support/testDb';

const server = useSignedInApp();
beforeEach(() => clearTables(server.db, ['admins']));

const named = ({ id, version }: Category) => ({ id, version });

/** The categories as the list answers them, by id. */
async function categoriesById() {
  const { categories } = (await server.call('GET', '/admin/category/all')).json<{
    categories: Category[];
  }>();
  return new Map(categories.map((category) => [category.id, category]));
}

const trail = async () =>
  (await server.call('GET', '/admin/activity?entity=category')).json<{
    activity: { action: string; entityId: string }[];
  }>().activity;

describe('PUT /admin/category/bulk/status', () => {
  it('switches the items named at their versions and names those it leaves alone', async () => {
    const [esim, gift, stale, off] = [
      await createCategory(server, { name: 'eSIM' }),
      await createCategory(server, { name: 'Gift cards' }),
      await createCategory(server, { name: 'Coverage' }),
      await createCategory(server, { name: 'Archive', status: 'inactive' }),
    ];
    await server.call('PUT', `/admin/category/status/${stale.id}`, { status: 'inactive' });

    const response = await server.call('PUT', '/admin/category/bulk/status', {
      status: 'inactive',
      items: [named(gift), named(esim), named(stale), named(off), { id: 999, version: 1 }],
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: '2 categories deactivated.',
      done: [esim.id, gift.id],
      skipped: [
        {
          id: stale.id,
          message: expect.stringMatching(/^Category was changed by .+ after you read it\.$/),
          // Who changed it when, as its own write's 409 says.
          changedBy: expect.objectContaining({ email: expect.any(String) }),
          changedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        },
        { id: 999, message: 'Category not found.' },
      ],
    });
    const stored = await categoriesById();
    expect([esim, gift, stale, off].map(({ id }) => stored.get(id)?.status)).toEqual([
      'inactive',
      'inactive',
      'inactive',
      'inactive',
    ]);
    expect(stored.get(esim.id)?.version).toBe(2);
    // The one already inactive was left as it was, with no entry.
    expect(stored.get(off.id)?.version).toBe(1);
    const switched = (await trail()).filter(({ action }) => action === 'status');
    expect(switched.map(({ entityId }) => Number(entityId)).sort()).toEqual(
      [esim.id, gift.id, stale.id].sort(),
    );
  });

  it('says so in the singular for one item', async () => {
    const category = await createCategory(server, { status: 'inactive' });
    const response = await server.call('PUT', '/admin/category/bulk/status', {
      status: 'active',
      items: [named(category)],
    });
    expect(response.json()).toMatchObject({ message: '1 category activated.' });
  });
});

describe('POST /admin/category/bulk/delete', () => {
  it('deletes the items, leaving one in use and naming it as its own delete would', async () => {
    const [used, spare] = [
      await createCategory(server, { name: 'eSIM' }),
      await createCategory(server, { name: 'Gift cards' }),
    ];
    await createProduct(server, used.id);

    const response = await server.call('POST', '/admin/category/bulk/delete', {
      items: [named(used), named(spare)],
    });

    expect(response.json()).toEqual({
      success: true,
      message: '1 category deleted.',
      done: [spare.id],
      skipped: [{ id: used.id, message: 'Category “eSIM” is used by 1 product.' }],
    });
    expect([...(await categoriesById()).keys()]).toEqual([used.id]);
    // The deleted category's image went with it; the other's stays.
    expect(await rowCount(server.db, 'media')).toBe(1);
    expect((await trail()).filter(({ action }) => action === 'delete')).toEqual([
      expect.objectContaining({ entityId: String(spare.id) }),
    ]);
  });

  const tooMany = `items must name from 1 to ${BULK_LIMIT} items, each with its id and version.`;
  it.each([
    ['no items', { items: [] }, tooMany],
    ['an item without its version', { items: [{ id: 1 }] }, 'items[0].version is required.'],
    ['more items than one request takes', { items: manyItems(BULK_LIMIT + 1) }, tooMany],
  ])('refuses %s with a 400 naming the field', async (_label, body, message) => {
    const response = await server.call('POST', '/admin/category/bulk/delete', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message });
    expect(await rowCount(server.db, 'activity')).toBe(0);
  });

  it('needs the delete permission, and products, which have no status, have no bulk status', async () => {
    expect(permissionOf('POST', '/admin/category/bulk/delete').action).toBe('delete');
    expect(permissionOf('PUT', '/admin/category/bulk/status').action).toBe('update');
    const response = await server.call('PUT', '/admin/product/bulk/status', {
      status: 'active',
      items: [{ id: 1, version: 1 }],
    });
    expect(response.statusCode).toBe(404);
  });
});

it('folds only the entries one transaction wrote in a row on one entity with one action', () => {
  // Two transactions begun in the same millisecond stay apart.
  const [first, second] = ['41', '42'];
  const at = '2026-11-28T10:00:00.000Z';
  const entry = (id: number, entity: string, action: 'delete' | 'update', tx: string) => ({
    id,
    entity,
    action,
    entityId: String(id),
    at,
    tx,
  });
  expect(
    liveChanges([
      entry(1, 'category', 'delete', first),
      entry(2, 'category', 'delete', first),
      entry(3, 'category', 'delete', second),
      entry(4, 'product', 'delete', second),
      entry(5, 'product', 'update', second),
    ]),
  ).toEqual([
    {
      id: 2,
      tx: first,
      data: { entity: 'category', action: 'delete', entityId: null, entityIds: ['1', '2'], at },
    },
    { id: 3, tx: second, data: { entity: 'category', action: 'delete', entityId: '3', at } },
    { id: 4, tx: second, data: { entity: 'product', action: 'delete', entityId: '4', at } },
    { id: 5, tx: second, data: { entity: 'product', action: 'update', entityId: '5', at } },
  ]);
});

function manyItems(count: number) {
  return Array.from({ length: count }, (_, index) => ({ id: index + 1, version: 1 }));
}
