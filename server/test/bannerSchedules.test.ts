/**
 * A banner's schedule (docs/api.md#banner-schedules): stored and answered as moments, the end
 * after the start, and followed by the customers' active list and the dashboard's count with no
 * edit. The shop's clock, `shop_now()`, is set to stand before, inside and after the window.
 */
import { SCHEDULE_MESSAGES } from '../../contract/banner';
import { bannerCase } from './cases/bannerCase';
import { useSignedInApp } from './support/lifecycle';
import { resourceApi } from './support/resourceApi';
import { setShopClock } from './support/shopClock';
import { badRequest } from './support/testApp';
import { clearTables } from './support/testDb';

const server = useSignedInApp();
const api = resourceApi(server, bannerCase);

/** Sets the shop's clock to `moment`; none puts it back on the database's own. */
const clockAt = (moment?: string) => setShopClock(server.db, moment);

beforeEach(() => clearTables(server.db, ['admins']));
afterEach(() => clockAt());

const START = '2026-12-01T09:00:00+05:30';
const END = '2026-12-02T09:00:00+05:30';

async function activeTitles() {
  return api.items(await api.call('GET', '/active')).map(({ title }) => title);
}

async function activeCount(): Promise<number> {
  const response = await server.call('GET', '/admin/stats');
  return response.json<{ stats: { active: { banners: number } } }>().stats.active.banners;
}

it('stores a schedule and answers it in UTC; an unscheduled banner answers nulls', async () => {
  const scheduled = await api.create({ title: 'Sale', startsAt: START, endsAt: END });
  expect(scheduled).toMatchObject({
    startsAt: '2026-12-01T03:30:00.000Z',
    endsAt: '2026-12-02T03:30:00.000Z',
  });
  const plain = await api.create({ title: 'Plain' });
  expect(plain).toMatchObject({ startsAt: null, endsAt: null });
  const found = api.item(await api.call('GET', `/${scheduled.id}`));
  expect(found.startsAt).toBe('2026-12-01T03:30:00.000Z');
});

it('goes live at its start and ends at its end, with no edit', async () => {
  await api.create({ title: 'Sale', startsAt: START, endsAt: END });
  await api.create({ title: 'Always' });
  await api.create({ title: 'Off', status: 'inactive', startsAt: START });

  await clockAt('2026-12-01T03:29:59Z');
  expect(await activeTitles()).toEqual(['Always']);
  expect(await activeCount()).toBe(1);

  await clockAt('2026-12-01T03:30:00Z');
  expect(await activeTitles()).toEqual(['Sale', 'Always']);
  expect(await activeCount()).toBe(2);

  await clockAt('2026-12-02T03:30:00Z');
  expect(await activeTitles()).toEqual(['Always']);
  expect(await activeCount()).toBe(1);
  // The admins' list keeps every banner, whatever its schedule.
  expect(api.items(await api.call('GET', '/all'))).toHaveLength(3);
});

it('takes a start alone or an end alone', async () => {
  await api.create({ title: 'From', startsAt: START });
  await api.create({ title: 'Until', endsAt: END });
  await clockAt('2026-11-30T00:00:00Z');
  expect(await activeTitles()).toEqual(['Until']);
  await clockAt('2026-12-05T00:00:00Z');
  expect(await activeTitles()).toEqual(['From']);
});

it('refuses an end at or before the start, naming it, on create and on update', async () => {
  api.expectRefused(
    await api.call('POST', '/create', bannerCase.valid({ startsAt: END, endsAt: START })),
    SCHEDULE_MESSAGES.order,
    'endsAt',
  );
  const banner = await api.create({ title: 'Sale', startsAt: START, endsAt: END });
  const update = (body: object) =>
    api.call('PUT', `/update/${banner.id}`, {
      position: 1,
      title: 'Sale',
      description: 'x',
      ...body,
    });
  // Against the stored end when only the start is sent, and the stored start the other way.
  api.expectRefused(
    await update({ startsAt: '2026-12-03T00:00:00Z' }),
    SCHEDULE_MESSAGES.order,
    'startsAt',
  );
  api.expectRefused(
    await update({ endsAt: '2026-12-01T03:30:00Z' }),
    SCHEDULE_MESSAGES.order,
    'endsAt',
  );
  const cleared = await update({ endsAt: null });
  expect(cleared.statusCode).toBe(200);
  expect(api.item(cleared)).toMatchObject({ startsAt: '2026-12-01T03:30:00.000Z', endsAt: null });
});

it.each([
  ['no offset', '2026-12-01T09:00:00'],
  ['a day that is none', '2026-02-30T09:00:00Z'],
  ['a day alone', '2026-12-01'],
  ['an hour 24', '2026-12-01T24:00:00Z'],
  ['year 0', '0000-01-01T00:00:00Z'],
  ['a number', 1764559800000],
])('refuses a moment with %s, naming the field', async (_label, startsAt) => {
  const response = await api.call('POST', '/create', bannerCase.valid({ startsAt }));
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual(badRequest(SCHEDULE_MESSAGES.moment('startsAt'), 'startsAt'));
  expect(api.items(await api.call('GET', '/all'))).toHaveLength(0);
});

it('records a schedule in the activity trail', async () => {
  const banner = await api.create({ title: 'Sale' });
  await api.call('PUT', `/update/${banner.id}`, {
    position: 1,
    title: 'Sale',
    description: 'x',
    startsAt: START,
  });
  const [entry] = await server.db.query<{ before: object; after: object }>(
    `SELECT before, after FROM activity WHERE entity = 'banner' AND action = 'update'`,
  );
  expect(entry?.before).toMatchObject({ startsAt: null });
  expect(entry?.after).toMatchObject({ startsAt: '2026-12-01T03:30:00.000Z' });
});
