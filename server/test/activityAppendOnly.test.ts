/**
 * Activity entries, once written, stay as written: no route writes one, the database refuses;
 * and it takes the actions the contract names (contract/activity.ts), which each migration that
 * adds one spells again in its check.
 */
import { recordActivity } from '../src/repositories/activity';
import { ACTIONS, type Action } from '../../contract/activity';
import { useSignedInApp } from './support/lifecycle';

// Signing in wrote the first entry.
const server = useSignedInApp();

describe('entries cannot be changed', () => {
  it('offers no route that writes one', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of ['/admin/activity', '/admin/activity/1']) {
        const response = await server.call(method, url, {});
        expect({ method, url, status: response.statusCode }).toEqual({ method, url, status: 404 });
      }
    }
  });

  it('is refused by the database itself, for an update or a delete', async () => {
    await expect(server.db.query('UPDATE activity SET action = $1', ['delete'])).rejects.toThrow(
      /cannot be changed/,
    );
    await expect(server.db.query('DELETE FROM activity')).rejects.toThrow(/cannot be changed/);
  });
});

it('takes an entry of every action the contract names, and no other', async () => {
  const signedIn = await server.db.query<{ admin_id: number }>('SELECT admin_id FROM activity');
  const adminId = Number(signedIn[0]?.admin_id);
  for (const action of ACTIONS) {
    await recordActivity(server.db, { adminId, action, entity: 'session' });
  }
  const written = await server.db.query<{ action: string }>('SELECT DISTINCT action FROM activity');
  expect(written.map(({ action }) => action).sort()).toEqual([...ACTIONS].sort());
  await expect(
    recordActivity(server.db, { adminId, action: 'rename' as Action, entity: 'session' }),
  ).rejects.toThrow(/activity_action_check/);
});
