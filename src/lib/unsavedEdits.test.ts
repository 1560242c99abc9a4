import {
  clearTabStorage,
  forgetUnsavedEdits,
  keepUnsavedEdits,
  MAX_KEPT_IMAGE_BYTES,
  readUnsavedEdits,
} from './unsavedEdits';

const textOf = (file: File) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(file);
  });

const banner = { id: 7, title: 'Diwali sale', version: 3 };

describe('unsaved edits', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('gives back what an admin typed on a screen, with the item, to that admin only', async () => {
    await keepUnsavedEdits('/banners', '12', banner, { title: 'Diwali sale!', position: 2 });
    expect(readUnsavedEdits('/banners', '12')).toEqual({
      item: banner,
      values: { title: 'Diwali sale!', position: 2 },
      imageDropped: false,
    });
    expect(readUnsavedEdits('/banners', '13')).toBeNull();
    expect(readUnsavedEdits('/products', '12')).toBeNull();
    forgetUnsavedEdits('/banners');
    expect(readUnsavedEdits('/banners', '12')).toBeNull();
  });

  it('keeps a small chosen image as its bytes, and says a large one must be chosen again', async () => {
    const small = new File(['tiny image'], 'small.png', { type: 'image/png' });
    const large = new File([new Uint8Array(MAX_KEPT_IMAGE_BYTES + 1)], 'large.png', {
      type: 'image/png',
    });
    await keepUnsavedEdits('/categories', null, null, { name: 'Travel', image: small });
    const kept = readUnsavedEdits('/categories', null);
    const image = kept?.values.image;
    expect(image).toBeInstanceOf(File);
    expect(image).toMatchObject({ name: 'small.png', type: 'image/png', size: small.size });
    expect(await textOf(image as File)).toBe('tiny image');

    await keepUnsavedEdits('/categories', null, null, { name: 'Travel', image: large });
    expect(readUnsavedEdits('/categories', null)).toEqual({
      item: null,
      values: { name: 'Travel' },
      imageDropped: true,
    });
  });

  it('outlives a session that ended without the admin asking, not a sign-out', async () => {
    await keepUnsavedEdits('/blogs', '12', null, { title: 'Half a post' });
    window.sessionStorage.setItem('persist:session', '{"jwtToken":"\\"old\\""}');
    clearTabStorage({ keepUnsavedEdits: true });
    expect(window.sessionStorage.getItem('persist:session')).toBeNull();
    expect(readUnsavedEdits('/blogs', '12')?.values).toEqual({ title: 'Half a post' });
    clearTabStorage({ keepUnsavedEdits: false });
    expect(window.sessionStorage.length).toBe(0);
  });
});
