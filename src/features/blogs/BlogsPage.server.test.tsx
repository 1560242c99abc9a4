import { screen, waitFor, within } from '@testing-library/react';
import { BLOG, serveBlogs } from '@/testing/blogsBackend';
import { reloadsOnLiveChange } from '@/testing/liveStream';
import {
  answerConfirmation,
  columnHeaders,
  dataUrlOf,
  openDialog,
  png,
  renderScreen,
  submitAndExpect,
  urlParams,
} from '@/testing/screenKit';
import { withServerScreens } from '@/testing/screensMode';
import { chooseOption, fill } from '@/testing/ui';
import { changedMeanwhile, expectCreated } from '@/testing/versionedBackend';

const ROUTE = '/blog-management';
const JAPAN = BLOG(1, 'Staying online in Japan', { createdAt: '2026-11-21T08:00:00.000Z' });
const TIPS = BLOG(2, 'Five packing tips', {
  category: 'Tips',
  status: 'Published',
  date: '2026-03-05',
  image: null,
});

const serve = () => serveBlogs([JAPAN, TIPS]);

async function renderBlogs(route = ROUTE) {
  const view = await renderScreen(route, 'Blog Management');
  await screen.findByRole('row', { name: /Five packing tips/ });
  return view;
}

const toneOf = (element: HTMLElement) => element.closest('[data-tone]')?.getAttribute('data-tone');

describe('Blog Management, kept on the server', () => {
  withServerScreens();

  it('lists the blogs with the spec’s columns, numbered, thumbnails from the server', async () => {
    serve();
    await renderBlogs();
    expect(columnHeaders()).toEqual([
      'Sr. No',
      'Thumbnail',
      'Title',
      'Category',
      'Status',
      'Date',
      'Actions',
    ]);
    const tips = screen.getByRole('row', { name: /Five packing tips/ });
    expect(within(tips).getByRole('gridcell', { name: '2' })).toBeInTheDocument();
    expect(within(tips).getByText('3/5/2026')).toBeInTheDocument();
    expect(toneOf(within(tips).getByText('Published'))).toBe('green');
    const japan = screen.getByRole('row', { name: /Staying online in Japan/ });
    expect(toneOf(within(japan).getByText('Draft'))).toBe('grey');
    expect(
      within(japan).getByRole('img', { name: 'Thumbnail of Staying online in Japan' }),
    ).toHaveAttribute('src', 'http://localhost/media/blog-1.png');
    expect(screen.getByRole('button', { name: '+ Upload Blog' })).toBeInTheDocument();
  });

  it("says 'No blogs found.' when there are none", async () => {
    serveBlogs([]);
    await renderScreen(ROUTE, 'Blog Management');
    expect(await screen.findByText('No blogs found.')).toBeInTheDocument();
  });

  it('asks for the search, sort and status of the URL, and writes new ones there', async () => {
    const { asked } = serve();
    const { user, router } = await renderBlogs(
      `${ROUTE}?q=e&sort=title&order=asc&status=Published`,
    );
    const sorted = { sort: 'title', order: 'asc', status: 'Published' };
    expect(asked[0]).toEqual({ page: '1', pageSize: '50', q: 'e', ...sorted });
    expect(screen.queryByRole('row', { name: /Japan/ })).toBeNull();
    await fill(user, screen.getByRole('searchbox', { name: 'Search blogs by title' }), 'five');
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ q: 'five' }));
    expect(urlParams(router)).toEqual({ q: 'five', ...sorted });
    await user.click(screen.getByRole('columnheader', { name: 'Date' }));
    await waitFor(() => expect(urlParams(router)).toMatchObject({ sort: 'date' }));
    expect(screen.getByRole('searchbox', { name: 'Search blogs by title' })).toHaveAttribute(
      'placeholder',
      'Search blogs...',
    );

    // The status filter is the toolbar's Status choice, with its chip.
    await chooseOption(user, 'Status', 'Draft');
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ status: 'Draft' }));
    expect(urlParams(router)).toMatchObject({ status: 'Draft' });
    screen.getByRole('button', { name: 'Status is Draft' });
  });

  it('enforces the starred fields, then uploads a blog with its image as a data URL', async () => {
    const backend = serve();
    const { user } = await renderBlogs();
    const dialog = await openDialog(user, '+ Upload Blog', 'Upload Blog');
    const required = ['Title', 'Description', 'Category', 'Date'].map(
      (name) => `${name} is required.`,
    );
    await submitAndExpect(user, dialog, 'Upload Blog', required);
    await fill(user, within(dialog).getByLabelText(/^Title/), '  eSIM or roaming?  ');
    await fill(user, within(dialog).getByLabelText(/^Description/), 'What costs less abroad.');
    await chooseOption(user, 'Category', 'eSIM');
    await fill(user, within(dialog).getByLabelText(/^Date/), '2026-11-22');
    await user.upload(within(dialog).getByLabelText(/^Image/), png('thumb'));
    await user.click(within(dialog).getByRole('button', { name: 'Upload Blog' }));

    await expectCreated(backend.writes, {
      message: 'Blog created successfully!',
      path: '/admin/blog/create',
      body: {
        title: 'eSIM or roaming?',
        description: 'What costs less abroad.',
        category: 'eSIM',
        status: 'Draft',
        date: '2026-11-22',
        image: dataUrlOf('thumb'),
      },
      row: /eSIM or roaming\?/,
    });
  });

  it('edits at the version it read, keeping the image, and deletes after confirmation', async () => {
    const backend = serve();
    const { user } = await renderBlogs();
    await user.click(screen.getByRole('button', { name: 'Edit blog Staying online in Japan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Blog' });
    expect(within(dialog).getByLabelText(/^Title/)).toHaveValue('Staying online in Japan');
    await chooseOption(user, 'Status', 'Published');
    await user.click(within(dialog).getByRole('button', { name: 'Update Blog' }));
    expect(await screen.findByText('Blog updated successfully!')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete blog Five packing tips' }));
    await answerConfirmation(user, 'Delete blog?', 'Delete');
    expect(await screen.findByText('Blog deleted successfully!')).toBeInTheDocument();
    const { image: _image, id: _id, version: _v, createdAt: _c, updatedAt: _u, ...fields } = JAPAN;
    expect(backend.writes).toEqual([
      {
        method: 'PUT',
        path: '/admin/blog/update/1',
        ifMatch: '"1"',
        body: { ...fields, status: 'Published' },
      },
      { method: 'DELETE', path: '/admin/blog/delete/2', ifMatch: '"1"', body: null },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: /Five packing tips/ })).toBeNull(),
    );
  });

  it('says who changed a blog meanwhile, and saves the edits on top with "Reload with my edits"', async () => {
    const backend = serve();
    const { user } = await renderBlogs();
    await user.click(screen.getByRole('button', { name: 'Edit blog Five packing tips' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Blog' });
    backend.changeElsewhere(2, { category: 'Travel' });
    await fill(user, within(dialog).getByLabelText(/^Title/), 'Six packing tips');
    await user.click(within(dialog).getByRole('button', { name: 'Update Blog' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(changedMeanwhile('blog'));
    await user.click(within(dialog).getByRole('button', { name: 'Reload with my edits' }));
    expect(within(dialog).getByRole('combobox', { name: /^Category/ })).toHaveTextContent('Travel');
    await user.click(within(dialog).getByRole('button', { name: 'Update Blog' }));
    expect(await screen.findByText('Blog updated successfully!')).toBeInTheDocument();
    expect(backend.writes.map(({ ifMatch, body }) => [ifMatch, body])).toEqual([
      ['"1"', expect.objectContaining({ title: 'Six packing tips', category: 'Tips' })],
      ['"2"', expect.objectContaining({ title: 'Six packing tips', category: 'Travel' })],
    ]);
  });

  it("reloads the list when a colleague changes a blog, and not for a category's change", () => {
    const backend = serve();
    return reloadsOnLiveChange({
      render: renderBlogs,
      entity: 'blog',
      other: 'category',
      add: () => (backend.items = [...backend.items, { ...BLOG(3, 'Device cover explained') }]),
      row: /Device cover explained/,
      loads: () => backend.asked.length,
    });
  });
});
