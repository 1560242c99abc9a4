/**
 * The activity trail follows the roles (docs/api.md#activity-trail): an Admin, who may not read
 * the admin accounts, reads no entry about them on the trail either, nor another admin's
 * sign-ins, and its Admin filter names only the authors of the entries they may read; a Super
 * Admin reads every entry.
 */
import { bannerCase } from './cases/bannerCase';
import { notificationCase } from './cases/notificationCase';
import { useSignedInApp } from './support/lifecycle';
import { addMember, as, type Member, memberOnOwnPassword } from './support/team';
import { ADMIN } from './support/testApp';

const server = useSignedInApp();

interface Entry {
  admin: { id: number; email: string | null; name: string | null };
  action: string;
  entity: string;
  entityId: string | null;
}

let meera: Member;
let kabir: Member;
let notificationId: number;

/**
 * The Super Admin makes two Admins (Meera on a password of her own, Kabir on his one-time one),
 * resets Kabir's password and adds a banner; Meera adds a notification.
 */
beforeAll(async () => {
  const superAdmin = as(server.app, server.token);
  meera = await memberOnOwnPassword(server, 'Meera Nair', 'meera@shop.example');
  kabir = await addMember(server.app, server.token, {
    name: 'Kabir Das',
    email: 'kabir@shop.example',
    role: 'Admin',
  });
  const reset = await superAdmin('POST', `/admin/admins/${kabir.account.id}/reset-password`);
  expect(reset.statusCode).toBe(200);
  const banner = await superAdmin('POST', '/admin/banner/create', bannerCase.valid());
  expect(banner.statusCode).toBe(201);
  const notification = await as(server.app, meera.token)(
    'POST',
    '/admin/notification/create',
    notificationCase.valid(),
  );
  expect(notification.statusCode).toBe(201);
  notificationId = notification.json<{ notification: { id: number } }>().notification.id;
});

async function trail(token: string, query = '') {
  const response = await as(server.app, token)('GET', `/admin/activity?pageSize=100${query}`);
  expect(response.statusCode).toBe(200);
  const { activity, pagination } = response.json<{
    activity: Entry[];
    pagination: { total: number };
  }>();
  expect(pagination.total).toBe(activity.length);
  return activity;
}

/** An entry as a reader tells it: 'session sign-in by meera@shop.example'. */
const told = ({ entity, action, admin }: Entry) => `${entity} ${action} by ${admin.email}`;
const toldOf = async (token: string, query = '') => (await trail(token, query)).map(told).sort();

async function authors(token: string) {
  const response = await as(server.app, token)('GET', '/admin/activity/admins');
  expect(response.statusCode).toBe(200);
  return response
    .json<{ admins: { email: string | null }[] }>()
    .admins.map(({ email }) => email)
    .sort();
}

describe('an Admin', () => {
  it('reads the changes of the lists they may read and their own sign-ins, nothing of the accounts', async () => {
    expect(await toldOf(meera.token)).toEqual([
      `banner create by ${ADMIN.email}`,
      'notification create by meera@shop.example',
      'session sign-in by meera@shop.example',
    ]);
  });

  it('finds no entry about an admin account, even one named by its id', async () => {
    expect(await trail(meera.token, '&entity=admin')).toEqual([]);
    expect(await trail(meera.token, `&entity=admin&entityId=${kabir.account.id}`)).toEqual([]);
    expect(await trail(meera.token, `&entity=admin&entityId=${meera.account.id}`)).toEqual([]);
  });

  it("finds their own sessions and no other admin's", async () => {
    expect(await toldOf(meera.token, '&entity=session')).toEqual([
      'session sign-in by meera@shop.example',
    ]);
    expect(await trail(meera.token, `&entity=session&adminId=${kabir.account.id}`)).toEqual([]);
    expect(await trail(meera.token, `&adminId=${kabir.account.id}`)).toEqual([]);
  });

  it("reads a notification's history, as its History tab asks for it", async () => {
    const history = await trail(meera.token, `&entity=notification&entityId=${notificationId}`);
    expect(history.map(told)).toEqual(['notification create by meera@shop.example']);
  });

  it('is offered as authors only those who wrote what they may read', async () => {
    expect(await authors(meera.token)).toEqual([ADMIN.email, 'meera@shop.example']);
  });
});

describe('a Super Admin', () => {
  it('reads every entry: the accounts, and every sign-in', async () => {
    const told = await toldOf(server.token);
    for (const entry of [
      `admin create by ${ADMIN.email}`,
      `admin password-reset by ${ADMIN.email}`,
      'admin password-set by meera@shop.example',
      'session sign-in by kabir@shop.example',
      'session sign-in by meera@shop.example',
      `session sign-in by ${ADMIN.email}`,
      'notification create by meera@shop.example',
    ]) {
      expect(told).toContain(entry);
    }
    expect(await trail(server.token, `&entity=admin&entityId=${kabir.account.id}`)).toHaveLength(2);
  });

  it('is offered every author', async () => {
    expect(await authors(server.token)).toEqual([
      ADMIN.email,
      'kabir@shop.example',
      'meera@shop.example',
    ]);
  });
});
