/** A blog's optional image (docs/api.md#blogs): stored, kept, replaced, and deleted with it. */
import { createBlog, createPicturedBlog, validBlog } from './support/blogs';
import { useSignedInApp } from './support/lifecycle';
import { pngDataUrl } from './support/images';
import { clearTables, rowCount } from './support/testDb';

const server = useSignedInApp();
beforeEach(() => clearTables(server.db, ['admins']));

const MEDIA = expect.stringMatching(/^\/media\/[0-9a-f]{32}\.png$/);

describe('POST and PUT /admin/blog/...', () => {
  it('stores an image, served from /media/', async () => {
    const blog = await createPicturedBlog(server);
    expect(blog.image).toEqual(MEDIA);
    expect((await server.app.inject({ url: blog.image ?? '' })).statusCode).toBe(200);
  });

  it('keeps the image sent back as its URL, and replaces it with a new one', async () => {
    const blog = await createPicturedBlog(server);
    const kept = await server.call(
      'PUT',
      `/admin/blog/update/${blog.id}`,
      validBlog({ image: blog.image }),
    );
    expect(kept.json()).toMatchObject({ blog: { image: blog.image, version: 2 } });
    const replaced = await server.call(
      'PUT',
      `/admin/blog/update/${blog.id}`,
      validBlog({ image: pngDataUrl(2) }),
    );
    const image = replaced.json<{ blog: { image: string } }>().blog.image;
    expect(image).toEqual(MEDIA);
    expect(image).not.toBe(blog.image);
    // The old image is gone with its place in the blog.
    expect(await rowCount(server.db, 'media')).toBe(1);
    expect((await server.app.inject({ url: blog.image ?? '' })).statusCode).toBe(404);
  });

  it('gives a blog without an image its first one', async () => {
    const blog = await createBlog(server);
    const response = await server.call(
      'PUT',
      `/admin/blog/update/${blog.id}`,
      validBlog({ image: pngDataUrl(3) }),
    );
    expect(response.json()).toMatchObject({ blog: { image: MEDIA, version: 2 } });
  });
});

describe('DELETE /admin/blog/delete/:id', () => {
  it('deletes the blog and its image, and records it', async () => {
    const blog = await createPicturedBlog(server);
    const response = await server.call('DELETE', `/admin/blog/delete/${blog.id}`);
    expect(response.json()).toEqual({ success: true, message: 'Blog deleted successfully!' });
    expect(await rowCount(server.db, 'media')).toBe(0);
    expect((await server.call('GET', `/admin/blog/${blog.id}`)).statusCode).toBe(404);
    const trail = await server.call('GET', '/admin/activity?entity=blog&action=delete');
    expect(trail.json()).toMatchObject({ activity: [{ entityId: String(blog.id) }] });
  });

  it('deletes a blog without an image', async () => {
    const blog = await createBlog(server);
    const response = await server.call('DELETE', `/admin/blog/delete/${blog.id}`);
    expect(response.statusCode).toBe(200);
    expect(await rowCount(server.db, 'blogs')).toBe(0);
  });
});
