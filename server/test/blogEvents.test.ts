/**
 * Blogs on the server for a team (docs/api.md#live-changes, docs/api.md#roles): an Admin may
 * write them, as a Super Admin may, and each change reaches the other's stream.
 */
import { validBlog } from './support/blogs';
import { openEvents } from './support/eventStreams';
import { useAppPerTest } from './support/lifecycle';
import { as, listeningTeam } from './support/team';

const server = useAppPerTest();

it('lets an Admin write blogs, and sends a colleague each change', async () => {
  const { url, superAdmin, admin } = await listeningTeam(server.app);
  const events = await openEvents(url, superAdmin);
  try {
    await events.opened();
    const write = as(server.app, admin.token);
    const created = await write('POST', '/admin/blog/create', validBlog());
    expect(created.statusCode).toBe(201);
    const id = created.json<{ blog: { id: number } }>().blog.id;
    const changes = validBlog({ status: 'Published' });
    const updated = await write('PUT', `/admin/blog/update/${id}`, changes, { 'if-match': '"1"' });
    expect(updated.statusCode).toBe(200);
    expect((await write('DELETE', `/admin/blog/delete/${id}`)).statusCode).toBe(200);

    const change = (action: string) =>
      expect.objectContaining({ entity: 'blog', action, entityId: String(id) });
    expect(await events.changes(3)).toEqual([change('create'), change('update'), change('delete')]);
  } finally {
    events.close();
  }
});
