/**
 * Bulk work on all that a paged list matches (docs/api.md#bulk-work): the items listed when the
 * list was read (its X-Listed-At), those changed since left alone and named, those made since
 * untouched; and a bulk change heard as one live change.
 */
import type { Category } from '../../contract/catalogue';
import { BULK_LIMIT, BULK_MESSAGES, LISTED_AT_HEADER } from '../../contract/bulk';
import { createCategory } from './support/catalogue';
import { csvAnswers } from './support/csvAnswers';
import { openEvents } from './support/eventStreams';
import { useSignedInApp } from './support/lifecycle';
import { as, listeningTeam } from './support/team';
import { clearTables } from './support/testDb';

const server = useSignedInApp();
beforeEach(() => clearTables(server.db, ['admins']));

const NOW = '2026-11-28T10:00:00.000Z';
const named = ({ id, version }: Category) => ({ id, version });

async function categoryIds() {
  const { categories } = (await server.call('GET', '/admin/category/all')).json<{
    categories: Category[];
  }>();
  return categories.map(({ id }) => id).sort();
}

describe('all that a paged list matches', () => {
  it('deletes the items listed then that match, leaving those changed since', async () => {
    const [esim, coverage, gift] = [
      await createCategory(server, { name: 'eSIM' }),
      await createCategory(server, { name: 'Coverage' }),
      await createCategory(server, { name: 'Gift cards', status: 'inactive' }),
    ];
    const page = await server.call('GET', '/admin/categories?status=active');
    const listedAt = String(page.headers[LISTED_AT_HEADER]);
    expect(new Date(listedAt).toISOString()).toBe(listedAt);
    await server.call('PUT', `/admin/category/update/${coverage.id}`, {
      name: 'Device coverage',
      status: 'active',
      image: coverage.image,
    });
    const later = await createCategory(server, { name: 'Devices' });

    const response = await server.call('POST', '/admin/category/bulk/delete', {
      matching: { status: 'active', q: '' },
      listedAt,
    });

    expect(response.json()).toEqual({
      success: true,
      message: '1 category deleted.',
      done: [esim.id],
      skipped: [
        {
          id: coverage.id,
          message: expect.stringMatching(/^Category was changed by .+ after you read it\.$/),
          changedBy: expect.objectContaining({ email: 'admin@example.com' }),
          changedAt: expect.any(String),
        },
      ],
    });
    // The inactive one did not match; the one made after the list was read was not listed.
    expect(await categoryIds()).toEqual([coverage.id, gift.id, later.id].sort());
  });

  it.each([
    ['both items and matching', { items: [{ id: 1, version: 1 }], matching: {} }, 'items'],
    ['neither', {}, 'items'],
    ['matching without listedAt', { matching: {} }, 'listedAt'],
    ['a listedAt that is no moment', { matching: {}, listedAt: 'yesterday' }, 'listedAt'],
  ])('refuses %s with a 400 naming the field', async (_label, body, field) => {
    const response = await server.call('POST', '/admin/category/bulk/delete', body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ field?: string; message: string }>()).toMatchObject({
      message: expect.stringContaining(field),
    });
  });

  // Wallet Management's list takes the days paid between.
  it.each([
    ['a first day that is none', { from: '2026-02-30' }, 'matching.from'],
    ['a last day that is none', { to: '2026-13-01' }, 'matching.to'],
    ['a first day after the last', { from: '2026-03-02', to: '2026-03-01' }, 'matching.from'],
  ])('refuses %s in matching with a 400 naming the field', async (_label, matching, field) => {
    const body = { matching, listedAt: NOW };
    const response = await server.call('POST', '/admin/wallet-payment/bulk/delete', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field, message: expect.stringContaining(field) });
  });

  it('refuses a filter the list does not take, rather than match more without it', async () => {
    const category = await createCategory(server);
    const body = { matching: { from: '2026-03-01' }, listedAt: new Date().toISOString() };
    const response = await server.call('POST', '/admin/category/bulk/delete', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'matching.from is not allowed.' });
    expect(await categoryIds()).toEqual([category.id]);
  });

  it('refuses more matching items than one request takes', async () => {
    const { image } = await createCategory(server);
    await server.db.write(
      `INSERT INTO categories (name, image, status)
       SELECT 'Bulk ' || n, $1, 'active' FROM generate_series(1, ${BULK_LIMIT}) AS n`,
      [image.replace(/^.*\//, '')],
    );
    const response = await server.call('PUT', '/admin/category/bulk/status', {
      status: 'inactive',
      matching: {},
      listedAt: new Date(Date.now() + 60_000).toISOString(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: BULK_MESSAGES.tooManyMatching });
  });
});

it('tells a bulk delete as one live change naming each item', async () => {
  const { url, superAdmin } = await listeningTeam(server.app);
  const categories = [
    await createCategory(server, { name: 'eSIM' }),
    await createCategory(server, { name: 'Gift cards' }),
    await createCategory(server, { name: 'Coverage' }),
  ];
  const events = await openEvents(url, superAdmin);
  try {
    await events.opened();
    const response = await as(server.app, superAdmin)('POST', '/admin/category/bulk/delete', {
      items: categories.map(named),
    });
    expect(response.json()).toMatchObject({ done: categories.map(({ id }) => id) });
    const created = await createCategory(server, { name: 'Devices' });
    expect(await events.changes(2)).toEqual([
      {
        entity: 'category',
        action: 'delete',
        entityId: null,
        entityIds: categories.map(({ id }) => String(id)),
        at: expect.any(String),
      },
      expect.objectContaining({ action: 'create', entityId: String(created.id) }),
    ]);
  } finally {
    events.close();
  }
});

it('exports only the rows selected, among those the search matches', async () => {
  const [esim, coverage, gift] = [
    await createCategory(server, { name: 'eSIM' }),
    await createCategory(server, { name: 'Coverage' }),
    await createCategory(server, { name: 'Gift cards', status: 'inactive' }),
  ];
  const exported = csvAnswers((url) => server.call('GET', url));
  const ids = [gift.id, esim.id, coverage.id].join(',');
  const { records } = await exported(
    `/admin/categories.csv?status=active&sort=name&order=asc&ids=${ids}`,
  );
  expect(records.map(([id, name]) => [id, name])).toEqual([
    ['Category ID', 'Category Name'],
    [String(coverage.id), 'Coverage'],
    [String(esim.id), 'eSIM'],
  ]);

  for (const bad of [
    '',
    '3,,4',
    'x',
    Array(BULK_LIMIT + 1)
      .fill(7)
      .join(','),
  ]) {
    const refused = await server.call('GET', `/admin/categories.csv?ids=${bad}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, message: BULK_MESSAGES.exportIds });
  }
});
