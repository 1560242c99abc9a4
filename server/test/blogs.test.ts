/** Blog Management on the server (docs/api.md#blogs): writes, their refusals, versions. */
import { createBlog, createPicturedBlog, validBlog } from './support/blogs';
import { imageRefusals } from './support/imageCases';
import { atVersionOne, expectCreated, ISO, itRefusesCreate } from './support/keptWrites';
import { useSignedInApp } from './support/lifecycle';
import { required } from './support/resourceApi';
import { answer, badRequest } from './support/testApp';
import { clearTables, rowCount } from './support/testDb';

const server = useSignedInApp();
beforeEach(() => clearTables(server.db, ['admins']));

describe('POST /admin/blog/create', () => {
  it('stores the blog, without an image when none is sent, and records it', async () => {
    const response = await server.call('POST', '/admin/blog/create', validBlog({ image: '' }));
    expectCreated(response, 'Blog created successfully!', 'blog', { ...validBlog(), image: null });
    const trail = await server.call('GET', '/admin/activity?entity=blog');
    expect(trail.json()).toMatchObject({
      activity: [
        { action: 'create', entity: 'blog', entityId: '1', summary: 'Staying online in Japan' },
      ],
    });
    expect(await rowCount(server.db, 'media')).toBe(0);
  });

  itRefusesCreate(
    server,
    '/admin/blog/create',
    validBlog,
    ['blogs', 'media'],
    [
      ...required('title', 'Title is required.', '  '),
      ...required('description', 'Description is required.', '\n'),
      ...required('category', 'Category is required.', ''),
      [
        'an unknown category',
        { category: 'News' },
        'category must be one of Travel, Technology, eSIM, Tips.',
      ],
      ['no status', { status: undefined }, 'Status is required.'],
      ['an unknown status', { status: 'active' }, 'status must be Draft or Published.'],
      ...required('date', 'Date is required.', ''),
      [
        'a date in another form',
        { date: '03/05/2026' },
        'date must be a day of the calendar (YYYY-MM-DD).',
      ],
      [
        'a day that is none',
        { date: '2026-02-30' },
        'date must be a day of the calendar (YYYY-MM-DD).',
      ],
      ...imageRefusals('image'),
      ['a field it does not take', { version: 3 }, 'version is not allowed.'],
    ],
  );
});

describe('PUT /admin/blog/update/:id', () => {
  it('changes the blog, keeping its image when none is sent', async () => {
    const blog = await createPicturedBlog(server);
    const response = await server.call(
      'PUT',
      `/admin/blog/update/${blog.id}`,
      validBlog({ title: 'Online all over Japan', status: 'Published', category: 'eSIM' }),
    );
    expect(response.json()).toEqual({
      success: true,
      message: 'Blog updated successfully!',
      blog: {
        ...blog,
        title: 'Online all over Japan',
        status: 'Published',
        category: 'eSIM',
        version: 2,
        updatedAt: ISO,
      },
    });
    const trail = await server.call('GET', '/admin/activity?entity=blog&action=update');
    expect(trail.json()).toMatchObject({
      activity: [{ summary: 'Online all over Japan', before: { status: 'Draft' } }],
    });
  });

  it('refuses a missing field with its message, changing nothing', async () => {
    const blog = await createBlog(server);
    const response = await server.call(
      'PUT',
      `/admin/blog/update/${blog.id}`,
      validBlog({ date: undefined }),
    );
    expect(answer(response)).toEqual({
      status: 400,
      body: badRequest('Date is required.', 'date'),
    });
    const found = await server.call('GET', `/admin/blog/${blog.id}`);
    expect(found.json()).toMatchObject({ blog: { date: '2026-03-05', version: 1 } });
  });

  it('refuses a stale update or delete with 409 and the blog as it is, applying nothing', async () => {
    const blog = await createBlog(server);
    await server.call('PUT', `/admin/blog/update/${blog.id}`, validBlog({ status: 'Published' }));
    const update = await atVersionOne(
      server,
      'PUT',
      `/admin/blog/update/${blog.id}`,
      validBlog({ title: 'Stale' }),
    );
    expect(update.statusCode).toBe(409);
    expect(update.json()).toMatchObject({
      current: { title: blog.title, status: 'Published', version: 2 },
    });
    const remove = await atVersionOne(server, 'DELETE', `/admin/blog/delete/${blog.id}`);
    expect(remove.statusCode).toBe(409);
    expect(await rowCount(server.db, 'blogs')).toBe(1);
  });

  it('has no status switch: Draft or Published is sent with the rest', async () => {
    const blog = await createBlog(server);
    const response = await server.call('PUT', `/admin/blog/status/${blog.id}`, {
      status: 'Published',
    });
    expect(response.statusCode).toBe(404);
  });
});
