/** The shared cases of a managed resource's writes: update, delete and the status switch. */
import { dataUrl, png } from './images';
import type { ResourceApi, ResourceCase, Titled } from './resourceApi';
import { refusedFieldOf } from './testApp';

export function resourceWriteCases<Item extends Titled>(
  api: ResourceApi<Item>,
  resource: ResourceCase<Item>,
): void {
  const { prefix, texts, itemKey } = resource;

  describe(`PUT ${prefix}/update/:id`, () => {
    it('answers 404 for an unknown id, keeping no image it was sent', async () => {
      api.expectNotFound(await api.call('PUT', '/update/42', resource.valid()));
      expect(await api.mediaCount()).toBe(0);
    });

    it.each(resource.images)(
      'replaces only the %s sent, deleting the one it replaces',
      async (field) => {
        const created = await api.create();
        const replacement = png(99);
        const kept = Object.fromEntries(resource.images.map((image) => [image, undefined]));
        const body = resource.valid({ ...kept, [field]: dataUrl('image/png', replacement) });
        const updated = api.item(await api.call('PUT', `/update/${created.id}`, body));

        for (const other of resource.images.filter((image) => image !== field)) {
          expect(updated[other]).toBe(created[other]);
        }
        expect(updated[field]).not.toBe(created[field]);
        expect((await api.media(String(updated[field]))).rawPayload.equals(replacement)).toBe(true);
        expect((await api.media(String(created[field]))).statusCode).toBe(404);
        expect(await api.mediaCount()).toBe(resource.images.length);
      },
    );

    it('keeps the stored images when each is sent back as the URL the item answers', async () => {
      const created = await api.create();
      const current = Object.fromEntries(resource.images.map((field) => [field, created[field]]));
      const response = await api.call(
        'PUT',
        `/update/${created.id}`,
        resource.valid({ title: 'Renamed', ...current }),
      );

      expect(response.statusCode).toBe(200);
      expect(api.item(response)).toEqual({
        ...created,
        title: 'Renamed',
        version: 2,
        updatedAt: expect.any(String),
      });
      for (const field of resource.images) {
        expect((await api.media(String(created[field]))).statusCode).toBe(200);
      }
      expect(await api.mediaCount()).toBe(resource.images.length);
    });

    it.each(resource.images)(
      'refuses as %s any URL but its current one, naming the field, and changes nothing',
      async (field) => {
        const created = await api.create();
        const other = await api.create({ title: 'Other' });
        const current = Object.fromEntries(resource.images.map((image) => [image, created[image]]));
        const message = `${field} must be a new image as a data URL (data:image/png;base64,...) or the current image's URL.`;
        for (const url of [
          String(other[field]),
          `http://localhost${String(created[field])}`,
          '/media/00000000000000000000000000000000.png',
          'https://example.com/a.png',
        ]) {
          const body = resource.valid({ ...current, [field]: url });
          const response = await api.call('PUT', `/update/${created.id}`, body);
          api.expectRefused(response, message, field);
        }
        expect(api.item(await api.call('GET', `/${created.id}`))).toEqual(created);
        expect(await api.mediaCount()).toBe(2 * resource.images.length);
      },
    );

    it.each(resource.updateRefusals)(
      'refuses %s with 400 and changes nothing',
      async (_label, overrides, message) => {
        const created = await api.create();
        const body = resource.valid({ title: 'Changed', ...overrides });
        const response = await api.call('PUT', `/update/${created.id}`, body);
        api.expectRefused(response, message, refusedFieldOf(overrides, message));
        expect(api.item(await api.call('GET', `/${created.id}`))).toEqual(created);
      },
    );
  });

  describe(`DELETE ${prefix}/delete/:id`, () => {
    it('deletes the item and its images, and no other', async () => {
      const created = await api.create();
      const kept = await api.create({ title: 'Kept' });
      const response = await api.call('DELETE', `/delete/${created.id}`);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: texts.deleted });
      expect((await api.call('GET', `/${created.id}`)).statusCode).toBe(404);
      for (const field of resource.images) {
        expect((await api.media(String(created[field]))).statusCode).toBe(404);
        expect((await api.media(String(kept[field]))).statusCode).toBe(200);
      }
      expect(await api.mediaCount()).toBe(resource.images.length);

      await api.call('DELETE', `/delete/${kept.id}`);
      expect(await api.mediaCount()).toBe(0);
    });

    it('answers 404 for an unknown id', async () => {
      api.expectNotFound(await api.call('DELETE', '/delete/7'));
    });
  });

  describe(`PUT ${prefix}/status/:id`, () => {
    it('deactivates and activates, saying which', async () => {
      const { id } = await api.create();

      const off = await api.call('PUT', `/status/${id}`, { status: 'inactive' });
      expect(off.statusCode).toBe(200);
      expect(off.json()).toMatchObject({
        success: true,
        message: texts.deactivated,
        [itemKey]: { id, status: 'inactive' },
      });

      const on = await api.call('PUT', `/status/${id}`, { status: 'active' });
      expect(on.json()).toMatchObject({
        success: true,
        message: texts.activated,
        [itemKey]: { id, status: 'active' },
      });
    });

    it.each([
      [{}, 'status is required.'],
      [{ status: 'paused' }, 'status must be active or inactive.'],
      [{ status: 'Active' }, 'status must be active or inactive.'],
      [{ status: true }, 'status must be a string.'],
    ])('refuses %j with 400', async (payload, message) => {
      const { id } = await api.create();
      api.expectRefused(await api.call('PUT', `/status/${id}`, payload), message, 'status');
    });

    it('answers 404 for an unknown id', async () => {
      api.expectNotFound(await api.call('PUT', '/status/9', { status: 'inactive' }));
    });
  });
}
