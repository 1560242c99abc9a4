/**
 * Live changes follow the roles (docs/api.md#live-changes): an admin's stream carries the changes
 * of the lists their role may read, so an Admin never hears of admin accounts, which a Super
 * Admin's stream carries.
 */
import { notificationCase } from './cases/notificationCase';
import { openEvents } from './support/eventStreams';
import { useAppPerTest } from './support/lifecycle';
import { as, listeningTeam } from './support/team';

const server = useAppPerTest();

it("sends an Admin the notifications' changes but not the admin accounts'", async () => {
  const { url, superAdmin, admin } = await listeningTeam(server.app);
  const adminEvents = await openEvents(url, admin.token);
  const superEvents = await openEvents(url, superAdmin);
  try {
    await Promise.all([adminEvents.opened(), superEvents.opened()]);
    const write = as(server.app, superAdmin);
    const account = await write('POST', '/admin/admins', {
      name: 'Kabir Das',
      email: 'kabir@shop.example',
      role: 'Admin',
    });
    expect(account.statusCode).toBe(201);
    const notification = await write(
      'POST',
      '/admin/notification/create',
      notificationCase.valid(),
    );
    expect(notification.statusCode).toBe(201);

    const created = (entity: string) => expect.objectContaining({ entity, action: 'create' });
    expect(await superEvents.changes(2)).toEqual([created('admin'), created('notification')]);
    // The notification came after the account: had the account's event been sent, it would be first.
    expect(await adminEvents.changes(1)).toEqual([created('notification')]);
  } finally {
    adminEvents.close();
    superEvents.close();
  }
});
