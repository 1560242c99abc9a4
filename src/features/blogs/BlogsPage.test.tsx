import { screen, waitFor, within } from '@testing-library/react';
import { localScreenCases, renderLocal, type LocalScreen } from '@/testing/localScreenCases';
import {
  dataUrlOf,
  openDialog,
  oversizePng,
  png,
  submitAndWaitClosed,
  type ScreenView,
} from '@/testing/screenKit';
import { chooseOption, expectTextsIn, fill } from '@/testing/ui';
import { blogSchema } from './blogSchema';
import type { BlogDraft } from './blogSchema';
import { seedTab } from '@/testing/tabRows';

const openUpload = (user: ScreenView['user']) => openDialog(user, '+ Upload Blog', 'Upload Blog');

const SAVED: BlogDraft = {
  title: 'Staying online in Japan',
  description: 'How an eSIM keeps you connected from Tokyo to Kyoto.',
  category: 'Travel',
  status: 'Draft',
  date: '2026-03-05',
  image: dataUrlOf('thumb'),
};

/** Blogs already in the list, as earlier uploads leave them (creating is tested through the form). */
async function seed(store: ScreenView['store'], ...drafts: BlogDraft[]) {
  seedTab(store, 'blogs', ...drafts);
  await screen.findByRole('row', { name: new RegExp(drafts[0].title) });
}

const BLOGS: LocalScreen = {
  route: '/blog-management',
  heading: 'Blog Management',
  empty: 'No blogs found.',
  columns: ['Sr. No', 'Thumbnail', 'Title', 'Category', 'Status', 'Date', 'Actions'],
  addOne: ({ store }) => seed(store, SAVED),
};

const toneOf = (element: HTMLElement) => element.closest('[data-tone]')?.getAttribute('data-tone');

describe('Blog Management', () => {
  localScreenCases(BLOGS);

  it('enforces the starred fields, with Draft preselected', async () => {
    const { user } = await renderLocal(BLOGS);
    const dialog = await openUpload(user);
    expect(within(dialog).getByRole('combobox', { name: /^Status/ })).toHaveTextContent('Draft');
    expect(within(dialog).getByLabelText(/^Date/)).toHaveAttribute('type', 'date');
    await user.click(within(dialog).getByRole('button', { name: 'Upload Blog' }));
    expect(await within(dialog).findByText('Title is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Description is required.')).toBeInTheDocument();
    expectTextsIn(dialog, ['Category is required.', 'Date is required.']);
    expect(screen.getByText('No blogs found.')).toBeInTheDocument();
  });

  // Status is preselected, so its message can only be seen through the schema.
  it("refuses a blog without a status: 'Status is required.'", async () => {
    await expect(blogSchema.validateAt('status', { ...SAVED, status: '' })).rejects.toThrow(
      'Status is required.',
    );
  });

  it('refuses an image over 5 MB', async () => {
    const { user } = await renderLocal(BLOGS);
    const dialog = await openUpload(user);
    await user.upload(within(dialog).getByLabelText(/^Image/), oversizePng());
    expect(await within(dialog).findByText('Image must be smaller than 5MB.')).toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText(/^Image/), png());
    await waitFor(() =>
      expect(within(dialog).queryByText('Image must be smaller than 5MB.')).not.toBeInTheDocument(),
    );
  });

  it('uploads a blog: a grey Draft with its thumbnail and short date', async () => {
    const { user, store } = await renderLocal(BLOGS);
    const dialog = await openUpload(user);
    await fill(user, within(dialog).getByLabelText(/^Title/), '  eSIM or roaming?  ');
    await fill(user, within(dialog).getByLabelText(/^Description/), 'What costs less abroad.');
    await chooseOption(user, 'Category', 'eSIM');
    await fill(user, within(dialog).getByLabelText(/^Date/), '2026-11-22');
    await user.upload(within(dialog).getByLabelText(/^Image/), png());
    expect(within(dialog).getByRole('img', { name: 'Image preview' })).toBeInTheDocument();
    await submitAndWaitClosed(user, dialog, 'Upload Blog');

    const row = await screen.findByRole('row', { name: /eSIM or roaming\?/ });
    expect(within(row).getByRole('gridcell', { name: '1' })).toBeInTheDocument();
    expect(within(row).getByText('11/22/2026')).toBeInTheDocument();
    expect(toneOf(within(row).getByText('Draft'))).toBe('grey');
    expect(within(row).getByRole('img', { name: 'Thumbnail of eSIM or roaming?' })).toHaveAttribute(
      'src',
      dataUrlOf('png'),
    );
    expect(store.getState().tabLists.blogs).toEqual([
      {
        id: 1,
        title: 'eSIM or roaming?',
        description: 'What costs less abroad.',
        category: 'eSIM',
        status: 'Draft',
        date: '2026-11-22',
        image: dataUrlOf('png'),
        version: 1,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    ]);
  });

  it('edits in place: Published shows green and the image is kept', async () => {
    const { user, store } = await renderLocal(BLOGS);
    await seed(store, SAVED, { ...SAVED, title: 'Five packing tips', category: 'Tips' });
    const before = store.getState().tabLists.blogs[0];

    await user.click(screen.getByRole('button', { name: 'Edit blog Staying online in Japan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Blog' });
    expect(within(dialog).getByLabelText(/^Title/)).toHaveValue('Staying online in Japan');
    expect(within(dialog).getByRole('combobox', { name: /^Category/ })).toHaveTextContent('Travel');
    await fill(user, within(dialog).getByLabelText(/^Title/), 'Online all over Japan');
    await chooseOption(user, 'Status', 'Published');
    await submitAndWaitClosed(user, dialog, 'Update Blog');

    const row = await screen.findByRole('row', { name: /Online all over Japan/ });
    expect(toneOf(within(row).getByText('Published'))).toBe('green');
    expect(screen.queryByRole('row', { name: /Staying online in Japan/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(store.getState().tabLists.blogs).toEqual([
      {
        ...before,
        ...{ title: 'Online all over Japan', status: 'Published' },
        ...{ version: 2, updatedAt: expect.any(String) },
      },
      expect.objectContaining({ title: 'Five packing tips' }),
    ]);
  });

  it('deletes after confirmation, and keeps the row when cancelled', async () => {
    const { user, store } = await renderLocal(BLOGS);
    await seed(store, SAVED);
    const deleteButton = () =>
      screen.getByRole('button', { name: 'Delete blog Staying online in Japan' });
    await user.click(deleteButton());
    let confirmation = await screen.findByRole('dialog', { name: 'Delete blog?' });
    await user.click(within(confirmation).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('row', { name: /Staying online in Japan/ })).toBeInTheDocument();

    await user.click(deleteButton());
    confirmation = await screen.findByRole('dialog', { name: 'Delete blog?' });
    await user.click(within(confirmation).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No blogs found.')).toBeInTheDocument();
    expect(store.getState().tabLists.blogs).toEqual([]);
  });
});
