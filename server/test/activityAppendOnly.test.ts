/** Activity entries, once written, stay as written: no route writes one, the database refuses. */
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
