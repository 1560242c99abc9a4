/** A blog's optional image (docs/api.md#blogs): stored, kept, replaced, and deleted with it. */
import { createBlog, createPicturedBlog, validBlog } from './support/blogs';
import { expectDeleted, MEDIA } from './support/keptWrites';
import { useSignedInApp } from './support/lifecycle';
import { pngDataUrl } from './support/images';
import { clearTables, rowCount } from './support/testDb';

const server = useSignedInApp();
beforeEach(() => clearTables(server.db, ['admins']));

/** An update of `blog` sending `image`. */
const withImage = (blog: { id: number }, image: string | null) =>
  server.call('PUT', `/admin/blog/update/${blog.id}`, validBlog({ image }));

describe('POST and PUT /admin/blog/...', () => {
  it('stores an image, served from /media/', async () => {
    const blog = await createPicturedBlog(server);
    expect(blog.image).toEqual(MEDIA);
    expect((await server.app.inject({ url: blog.image ?? '' })).statusCode).toBe(200);
  });

  it('keeps the image sent back as its URL, and replaces it with a new one', async () => {
    const blog = await createPicturedBlog(server);
    const kept = await withImage(blog, blog.image);
    expect(kept.json()).toMatchObject({ blog: { image: blog.image, version: 2 } });
    const replaced = await withImage(blog, pngDataUrl(2));
    const image = replaced.json<{ blog: { image: string } }>().blog.image;
    expect(image).toEqual(MEDIA);
    expect(image).not.toBe(blog.image);
    // The old image is gone with its place in the blog.
    expect(await rowCount(server.db, 'media')).toBe(1);
    expect((await server.app.inject({ url: blog.image ?? '' })).statusCode).toBe(404);
  });

  it('gives a blog without an image its first one', async () => {
    const blog = await createBlog(server);
    const response = await withImage(blog, pngDataUrl(3));
    expect(response.json()).toMatchObject({ blog: { image: MEDIA, version: 2 } });
  });
});

describe('DELETE /admin/blog/delete/:id', () => {
  it('deletes the blog and its image, and records it', async () => {
    const blog = await createPicturedBlog(server);
    await expectDeleted(server, '/admin/blog', blog.id, 'Blog deleted successfully!');
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
