/**
 * The recipients of a notice To Specific Users (docs/api.md#notification-recipients): required,
 * each a user the shop has, answered with their names, versioned and in the trail as any field.
 */
import { insertUsers } from '../src/repositories/users';
import { notificationCase } from './cases/notificationCase';
import { useSignedInApp } from './support/lifecycle';
import { resourceApi } from './support/resourceApi';
import { clearTables } from './support/testDb';

const server = useSignedInApp();
const api = resourceApi(server, notificationCase);
const { valid } = notificationCase;

const DIYA = { id: 'u1', fullName: 'Diya Kapoor', email: 'diya@example.com' };
const ROHAN = { id: 'u2', fullName: 'Rohan Iyer', email: 'rohan@example.org' };
const SPECIFIC = { noticeTo: 'specific_users' };

beforeEach(async () => {
  await clearTables(server.db, ['admins']);
  await insertUsers(
    server.db,
    [DIYA, ROHAN].map(({ id, fullName, email }) => ({
      id,
      full_name: fullName,
      email,
      is_admin: false,
      created_at: '2026-01-02T03:04:05.000000Z',
    })),
  );
});

const storedRecipients = async (id: number) => {
  const [row] = await server.db.query<{ recipients: string[] }>(
    'SELECT recipients FROM notifications WHERE id = $1',
    [id],
  );
  return row?.recipients;
};

describe('POST /admin/notification/create with recipients', () => {
  it('stores the users chosen, in order, and answers their names in the list and details', async () => {
    const created = await api.create({ ...SPECIFIC, recipients: ['u2', 'u1'] });

    expect(created).toMatchObject({ recipients: ['u2', 'u1'], recipientUsers: [ROHAN, DIYA] });
    expect(await storedRecipients(created.id)).toEqual(['u2', 'u1']);
    const listed = api.items(await api.call('GET', '/all'));
    expect(listed).toEqual([expect.objectContaining({ recipientUsers: [ROHAN, DIYA] })]);
    const found = api.item(await api.call('GET', `/${created.id}`));
    expect(found).toMatchObject({ recipients: ['u2', 'u1'], recipientUsers: [ROHAN, DIYA] });
  });

  it.each([
    ['none', {}, 'Choose at least one user.'],
    ['an empty list', { recipients: [] }, 'Choose at least one user.'],
    ['an id no user has', { recipients: ['u1', 'ghost'] }, 'No user has the id “ghost”.'],
  ])(
    'refuses Specific Users with %s, naming recipients, storing nothing',
    async (_, fields, message) => {
      const response = await api.call('POST', '/create', valid({ ...SPECIFIC, ...fields }));

      api.expectRefused(response, message, 'recipients');
      expect(await server.db.query('SELECT id FROM notifications')).toEqual([]);
    },
  );

  it.each([
    ['the same user twice', ['u1', 'u1']],
    ['an empty id', ['']],
    ['more than 100', Array.from({ length: 101 }, (_, i) => `u${i}`)],
  ])('refuses %s, naming recipients', async (_, recipients) => {
    const response = await api.call('POST', '/create', valid({ ...SPECIFIC, recipients }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'recipients' });
  });

  it('leaves out of the names a user the shop has since deleted', async () => {
    const created = await api.create({ ...SPECIFIC, recipients: ['u1', 'u2'] });
    await server.db.query("DELETE FROM users WHERE id = 'u1'");

    const found = api.item(await api.call('GET', `/${created.id}`));
    expect(found).toMatchObject({ recipients: ['u1', 'u2'], recipientUsers: [ROHAN] });
  });
});

describe('PUT /admin/notification/update/:id with recipients', () => {
  it('changes them with a new version and an activity entry saying before and after', async () => {
    const created = await api.create({ ...SPECIFIC, recipients: ['u1'] });
    const response = await server.app.inject({
      method: 'PUT',
      url: `/admin/notification/update/${created.id}`,
      headers: { authorization: `Bearer ${server.token}`, 'if-match': '"1"' },
      payload: valid({ ...SPECIFIC, recipients: ['u1', 'u2'], image: created.image }),
    });

    expect(response.statusCode).toBe(200);
    expect(api.item(response)).toMatchObject({ version: 2, recipientUsers: [DIYA, ROHAN] });
    expect(await storedRecipients(created.id)).toEqual(['u1', 'u2']);
    const [entry] = await server.db.query<{ before: object; after: object }>(
      "SELECT before, after FROM activity WHERE action = 'update' ORDER BY id DESC LIMIT 1",
    );
    expect(entry?.before).toMatchObject({ recipients: ['u1'] });
    expect(entry?.after).toMatchObject({ recipients: ['u1', 'u2'] });
    expect(entry?.after).not.toHaveProperty('recipientUsers');
  });

  it('refuses a stale version, keeping the recipients', async () => {
    const created = await api.create({ ...SPECIFIC, recipients: ['u1'] });
    await api.call('PUT', `/update/${created.id}`, valid({ ...SPECIFIC, recipients: ['u2'] }));
    const stale = await server.app.inject({
      method: 'PUT',
      url: `/admin/notification/update/${created.id}`,
      headers: { authorization: `Bearer ${server.token}`, 'if-match': '"1"' },
      payload: valid({ ...SPECIFIC, recipients: ['u1', 'u2'] }),
    });

    expect(stale.statusCode).toBe(409);
    expect(await storedRecipients(created.id)).toEqual(['u2']);
  });

  it('clears them when the notice goes To another audience, which sends none', async () => {
    const created = await api.create({ ...SPECIFIC, recipients: ['u1'] });
    const response = await api.call('PUT', `/update/${created.id}`, valid({ noticeTo: 'admins' }));

    expect(api.item(response)).toMatchObject({ recipients: [], recipientUsers: [] });
    expect(await storedRecipients(created.id)).toEqual([]);
  });

  it('refuses Specific Users without recipients, changing nothing', async () => {
    const created = await api.create();
    const response = await api.call('PUT', `/update/${created.id}`, valid(SPECIFIC));

    api.expectRefused(response, 'Choose at least one user.', 'recipients');
    expect(api.item(await api.call('GET', `/${created.id}`))).toMatchObject({
      noticeTo: 'all',
      version: 1,
    });
  });
});
