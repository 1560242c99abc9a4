import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API } from '@/testing/handlers';
import { renderApp, renderWithProviders, signedIn } from '@/testing/renderApp';
import { server } from '@/testing/server';
import BannersPage from './BannersPage';

const ROUTE = '/banner-management';
const LIST_URL = `${API}/admin/banner/all`;

const BANNERS = [
  {
    id: 1,
    position: 2,
    title: 'Summer roaming',
    description: 'eSIMs for 120 countries',
    redirectUrl: 'https://shop.example.com/summer',
    bannerImageDesktop: '/media/summer-desktop.png',
    bannerImageMobile: '/media/summer-mobile.png',
    status: 'active',
  },
  {
    id: 2,
    position: 1,
    title: 'Gift cards',
    description: 'Give a trip',
    redirectUrl: 'javascript:alert(1)',
    bannerImageDesktop: 'data:image/png;base64,AAAA',
    bannerImageMobile: 'data:image/png;base64,BBBB',
    status: 'inactive',
  },
  {
    id: 3,
    position: 3,
    title: 'Device cover',
    description: 'Protect your phone',
    redirectUrl: '',
    bannerImageDesktop: '/media/cover-desktop.png',
    bannerImageMobile: '/media/cover-mobile.png',
    status: 'active',
  },
];

const pngFile = (content: string, name: string) => new File([content], name, { type: 'image/png' });
const dataUrl = (content: string) =>
  `data:image/png;base64,${Buffer.from(content).toString('base64')}`;
const oversizeFile = () => new File([new Uint8Array(5242881)], 'huge.png', { type: 'image/png' });

interface Recorded {
  method: string;
  path: string;
  body: unknown;
}

/** A small in-memory backend: records every write and counts the list's GETs. */
function serveBanners(initial: readonly object[] = BANNERS) {
  const backend = {
    items: [...initial] as Record<string, unknown>[],
    gets: 0,
    writes: [] as Recorded[],
  };
  let nextId = 100;
  const record = async (request: Request, withBody = true) => {
    const body = withBody ? ((await request.json()) as Record<string, unknown>) : null;
    backend.writes.push({ method: request.method, path: new URL(request.url).pathname, body });
    return body ?? {};
  };
  const change = (id: unknown, body: Record<string, unknown>) => {
    backend.items = backend.items.map((item) =>
      String(item.id) === id ? { ...item, ...body } : item,
    );
  };
  server.use(
    http.get(LIST_URL, () => {
      backend.gets += 1;
      return HttpResponse.json({ success: true, banners: backend.items });
    }),
    http.post(`${API}/admin/banner/create`, async ({ request }) => {
      const body = await record(request);
      backend.items = [...backend.items, { ...body, id: nextId++ }];
      return HttpResponse.json(
        { success: true, message: 'Banner created successfully!' },
        { status: 201 },
      );
    }),
    http.put(`${API}/admin/banner/update/:id`, async ({ request, params }) => {
      change(params.id, await record(request));
      return HttpResponse.json({ success: true, message: 'Banner updated successfully!' });
    }),
    http.put(`${API}/admin/banner/status/:id`, async ({ request, params }) => {
      change(params.id, await record(request));
      return HttpResponse.json({ success: true, message: 'Banner status updated.' });
    }),
    http.delete(`${API}/admin/banner/delete/:id`, async ({ request, params }) => {
      await record(request, false);
      backend.items = backend.items.filter((item) => String(item.id) !== params.id);
      return HttpResponse.json({ success: true, message: 'Banner deleted successfully!' });
    }),
  );
  return backend;
}

type User = ReturnType<typeof renderApp>['user'];

async function renderBanners() {
  const view = renderApp({ route: ROUTE, session: signedIn() });
  await screen.findByRole('heading', { name: 'Banner Management' });
  return view;
}

const dataRows = () => screen.getAllByRole('row').slice(1);

/** Replaces a field's text in one input event: typing key by key is slow under jsdom. */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text === '') return;
  await user.click(field);
  await user.paste(text);
}

const field = (dialog: HTMLElement, name: string) => within(dialog).getByRole('textbox', { name });
const positionField = (dialog: HTMLElement) =>
  within(dialog).getByRole('spinbutton', { name: 'Position' });

async function openCreateDialog(user: User) {
  await user.click(screen.getByRole('button', { name: 'Add Banner' }));
  return screen.findByRole('dialog', { name: 'Add Banner' });
}

async function openEditDialog(user: User, title: string) {
  await user.click(await screen.findByRole('button', { name: `Edit banner ${title}` }));
  return screen.findByRole('dialog', { name: 'Edit Banner' });
}

const dialogClosed = (name: string) =>
  waitFor(() => expect(screen.queryByRole('dialog', { name })).not.toBeInTheDocument());

async function fillValidBanner(user: User, dialog: HTMLElement) {
  await fill(user, positionField(dialog), '4');
  await fill(user, field(dialog, 'Title'), 'Winter deals');
  await fill(user, field(dialog, 'Description'), 'Ski passes and eSIMs');
  await user.upload(within(dialog).getByLabelText(/^Desktop Image/), pngFile('desk', 'd.png'));
  await user.upload(within(dialog).getByLabelText(/^Mobile Image/), pngFile('mob', 'm.png'));
}

describe('Banner Management', () => {
  it('shows the columns in order and each row in position order', async () => {
    serveBanners();
    await renderBanners();
    expect(await screen.findByRole('gridcell', { name: 'Summer roaming' })).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Position',
      'Desktop Image',
      'Mobile Image',
      'Title',
      'Description',
      'Redirect URL',
      'Status',
      'Actions',
    ]);
    expect(dataRows().map((row) => within(row).getAllByRole('gridcell')[0].textContent)).toEqual([
      '1',
      '2',
      '3',
    ]);

    const summer = screen.getByRole('row', { name: /Summer roaming/ });
    expect(within(summer).getByText('eSIMs for 120 countries')).toBeInTheDocument();
    expect(
      within(summer).getByRole('img', { name: 'Summer roaming desktop image' }),
    ).toHaveAttribute('src', 'http://localhost/media/summer-desktop.png');
    expect(
      within(summer).getByRole('img', { name: 'Summer roaming mobile image' }),
    ).toHaveAttribute('src', 'http://localhost/media/summer-mobile.png');
    const link = within(summer).getByRole('link', { name: 'https://shop.example.com/summer' });
    expect(link).toHaveAttribute('href', 'https://shop.example.com/summer');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(summer).getByText('Active').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'green',
    );
    for (const action of ['Deactivate banner', 'Edit banner', 'Delete banner']) {
      expect(
        within(summer).getByRole('button', { name: `${action} Summer roaming` }),
      ).toBeInTheDocument();
    }

    const gift = screen.getByRole('row', { name: /Gift cards/ });
    expect(within(gift).getByText('Inactive').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'red',
    );
    expect(
      within(gift).getByRole('button', { name: 'Activate banner Gift cards' }),
    ).toBeInTheDocument();
  });

  it("shows 'No redirect URL / Disabled' for a missing or non-http redirect URL", async () => {
    serveBanners();
    await renderBanners();
    const gift = await screen.findByRole('row', { name: /Gift cards/ });
    expect(within(gift).getByText('No redirect URL / Disabled')).toBeInTheDocument();
    expect(within(gift).queryByRole('link')).not.toBeInTheDocument();
    const cover = screen.getByRole('row', { name: /Device cover/ });
    expect(within(cover).getByText('No redirect URL / Disabled')).toBeInTheDocument();
    expect(within(cover).queryByRole('link')).not.toBeInTheDocument();
  });

  it("shows 'No banners found.' for an empty list", async () => {
    serveBanners([]);
    await renderBanners();
    expect(await screen.findByText('No banners found.')).toBeInTheDocument();
  });

  it.each([
    ['a plain array', BANNERS],
    ['{ success, banners }', { success: true, banners: BANNERS }],
    ['{ data }', { data: BANNERS }],
  ])('accepts the list as %s', async (_shape, body) => {
    server.use(http.get(LIST_URL, () => HttpResponse.json(body)));
    await renderBanners();
    expect(await screen.findByRole('gridcell', { name: 'Device cover' })).toBeInTheDocument();
    expect(dataRows()).toHaveLength(3);
  });

  it.each([
    [
      "the server's message",
      HttpResponse.json({ success: false, message: 'Database unavailable' }, { status: 503 }),
      'Failed to load banners: Database unavailable',
    ],
    [
      "'Unknown error' for success false without a message",
      HttpResponse.json({ success: false }),
      'Failed to load banners: Unknown error',
    ],
  ])('reports a failed load with %s', async (_case, response, text) => {
    server.use(http.get(LIST_URL, () => response.clone()));
    await renderBanners();
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByText('No banners found.')).toBeInTheDocument();
  });

  it("shows 'Please login to manage banners' and calls nothing without a token", async () => {
    let gets = 0;
    server.use(
      http.get(LIST_URL, () => {
        gets += 1;
        return HttpResponse.json([]);
      }),
    );
    renderWithProviders(<BannersPage />);
    expect(await screen.findByText('Please login to manage banners')).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Banner' })).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(gets).toBe(0);
    expect(screen.queryByText(/Failed to load banners/)).not.toBeInTheDocument();
  });

  it('shows every required message when the empty form is submitted', async () => {
    const backend = serveBanners([]);
    const { user } = await renderBanners();
    const dialog = await openCreateDialog(user);
    expect(within(dialog).getByRole('combobox', { name: /^Status/ })).toHaveTextContent('Active');
    await user.click(within(dialog).getByRole('button', { name: 'Create Banner' }));
    for (const message of [
      'Valid position number is required.',
      'Title is required.',
      'Description is required.',
      'Desktop image is required.',
      'Mobile image is required.',
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(backend.writes).toHaveLength(0);
  });

  it("refuses a position below 1 or not an integer with 'Valid position number is required.'", async () => {
    const backend = serveBanners([]);
    const { user } = await renderBanners();
    const dialog = await openCreateDialog(user);
    const message = 'Valid position number is required.';
    await user.click(within(dialog).getByRole('button', { name: 'Create Banner' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    for (const position of ['0', '-2', '2.5']) {
      await fill(user, positionField(dialog), '7');
      await waitFor(() => expect(within(dialog).queryByText(message)).not.toBeInTheDocument());
      await fill(user, positionField(dialog), position);
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(backend.writes).toHaveLength(0);
  });

  it('refuses a redirect URL that is not http(s) and accepts an empty one', async () => {
    const backend = serveBanners([]);
    const { user } = await renderBanners();
    const dialog = await openCreateDialog(user);
    await fill(user, field(dialog, 'Redirect URL'), 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Create Banner' }));
    expect(
      await within(dialog).findByText('Enter a valid http:// or https:// URL.'),
    ).toBeInTheDocument();
    await fill(user, field(dialog, 'Redirect URL'), '');
    await waitFor(() =>
      expect(
        within(dialog).queryByText('Enter a valid http:// or https:// URL.'),
      ).not.toBeInTheDocument(),
    );
    expect(backend.writes).toHaveLength(0);
  });

  it('refuses images larger than 5MB, each with its own message', async () => {
    const backend = serveBanners([]);
    const { user } = await renderBanners();
    const dialog = await openCreateDialog(user);
    await user.upload(within(dialog).getByLabelText(/^Desktop Image/), oversizeFile());
    await user.upload(within(dialog).getByLabelText(/^Mobile Image/), oversizeFile());
    expect(
      await within(dialog).findByText('Desktop image must be smaller than 5MB.'),
    ).toBeInTheDocument();
    expect(
      await within(dialog).findByText('Mobile image must be smaller than 5MB.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create Banner' }));
    expect(backend.writes).toHaveLength(0);
  });

  it('creates a banner: position as an integer, images as data URLs, then reloads the list', async () => {
    const backend = serveBanners([]);
    const { user } = await renderBanners();
    await screen.findByText('No banners found.');
    expect(backend.gets).toBe(1);

    const dialog = await openCreateDialog(user);
    await fillValidBanner(user, dialog);
    await fill(user, field(dialog, 'Redirect URL'), ' https://shop.example.com/winter ');
    await user.click(within(dialog).getByRole('combobox', { name: /^Status/ }));
    await user.click(await screen.findByRole('option', { name: 'Inactive' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Banner' }));

    expect(await screen.findByText('Banner created successfully!')).toBeInTheDocument();
    expect(backend.writes).toEqual([
      {
        method: 'POST',
        path: '/admin/banner/create',
        body: {
          position: 4,
          title: 'Winter deals',
          description: 'Ski passes and eSIMs',
          redirectUrl: 'https://shop.example.com/winter',
          status: 'inactive',
          bannerImageDesktop: dataUrl('desk'),
          bannerImageMobile: dataUrl('mob'),
        },
      },
    ]);
    await dialogClosed('Add Banner');
    expect(await screen.findByRole('gridcell', { name: 'Winter deals' })).toBeInTheDocument();
    expect(backend.gets).toBe(2);
  });

  it('edits a banner: the form is filled in and unchanged images are not sent', async () => {
    const backend = serveBanners();
    const { user } = await renderBanners();
    const dialog = await openEditDialog(user, 'Summer roaming');
    expect(positionField(dialog)).toHaveValue(2);
    expect(field(dialog, 'Title')).toHaveValue('Summer roaming');
    expect(field(dialog, 'Description')).toHaveValue('eSIMs for 120 countries');
    expect(field(dialog, 'Redirect URL')).toHaveValue('https://shop.example.com/summer');
    expect(within(dialog).getByRole('combobox', { name: /^Status/ })).toHaveTextContent('Active');
    expect(within(dialog).getByRole('img', { name: 'Desktop Image preview' })).toHaveAttribute(
      'src',
      'http://localhost/media/summer-desktop.png',
    );

    await fill(user, field(dialog, 'Title'), 'Summer roaming 2027');
    await fill(user, field(dialog, 'Redirect URL'), '');
    await user.click(within(dialog).getByRole('button', { name: 'Update Banner' }));

    expect(await screen.findByText('Banner updated successfully!')).toBeInTheDocument();
    expect(backend.writes).toEqual([
      {
        method: 'PUT',
        path: '/admin/banner/update/1',
        body: {
          position: 2,
          title: 'Summer roaming 2027',
          description: 'eSIMs for 120 countries',
          redirectUrl: '',
          status: 'active',
        },
      },
    ]);
    await dialogClosed('Edit Banner');
    expect(
      await screen.findByRole('gridcell', { name: 'Summer roaming 2027' }),
    ).toBeInTheDocument();
    expect(backend.gets).toBe(2);
  });

  it('sends only the image that was replaced on edit', async () => {
    const backend = serveBanners();
    const { user } = await renderBanners();
    const dialog = await openEditDialog(user, 'Device cover');
    await user.upload(within(dialog).getByLabelText(/^Mobile Image/), pngFile('new', 'n.png'));
    await user.click(within(dialog).getByRole('button', { name: 'Update Banner' }));
    expect(await screen.findByText('Banner updated successfully!')).toBeInTheDocument();
    const body = backend.writes[0].body as Record<string, unknown>;
    expect(body.bannerImageMobile).toBe(dataUrl('new'));
    expect(body).not.toHaveProperty('bannerImageDesktop');
    expect(body).toMatchObject({ position: 3, status: 'active', redirectUrl: '' });
  });

  it('deletes only after confirmation, then reloads the list', async () => {
    const backend = serveBanners();
    const { user } = await renderBanners();
    const remove = await screen.findByRole('button', { name: 'Delete banner Device cover' });

    await user.click(remove);
    let confirmDialog = await screen.findByRole('dialog', { name: 'Delete banner?' });
    await user.click(within(confirmDialog).getByRole('button', { name: 'Cancel' }));
    await dialogClosed('Delete banner?');
    expect(backend.writes).toHaveLength(0);

    await user.click(remove);
    confirmDialog = await screen.findByRole('dialog', { name: 'Delete banner?' });
    expect(confirmDialog).toHaveTextContent('"Device cover" will be deleted.');
    await user.click(within(confirmDialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Banner deleted successfully!')).toBeInTheDocument();
    expect(backend.writes).toEqual([
      { method: 'DELETE', path: '/admin/banner/delete/3', body: null },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('gridcell', { name: 'Device cover' })).not.toBeInTheDocument(),
    );
    expect(dataRows()).toHaveLength(2);
    expect(backend.gets).toBe(2);
  });

  it('toggles the status: sends the opposite status and reloads the list', async () => {
    const backend = serveBanners();
    const { user } = await renderBanners();

    await user.click(
      await screen.findByRole('button', { name: 'Deactivate banner Summer roaming' }),
    );
    expect(await screen.findByText('Banner deactivated successfully!')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Activate banner Summer roaming' }),
    ).toBeInTheDocument();
    expect(backend.gets).toBe(2);

    await user.click(screen.getByRole('button', { name: 'Activate banner Gift cards' }));
    expect(await screen.findByText('Banner activated successfully!')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Deactivate banner Gift cards' }),
    ).toBeInTheDocument();
    expect(backend.gets).toBe(3);

    expect(backend.writes).toEqual([
      { method: 'PUT', path: '/admin/banner/status/1', body: { status: 'inactive' } },
      { method: 'PUT', path: '/admin/banner/status/2', body: { status: 'active' } },
    ]);
  });

  it.each([
    [
      "the server's message",
      HttpResponse.json({ success: false, message: 'Banner not found.' }, { status: 404 }),
      'Failed to update banner status: Banner not found.',
    ],
    [
      "'Status update failed' for success false without a message",
      HttpResponse.json({ success: false }),
      'Failed to update banner status: Status update failed',
    ],
  ])('reports a failed status change with %s', async (_case, response, text) => {
    const backend = serveBanners();
    server.use(http.put(`${API}/admin/banner/status/:id`, () => response.clone()));
    const { user } = await renderBanners();
    await user.click(
      await screen.findByRole('button', { name: 'Deactivate banner Summer roaming' }),
    );
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Deactivate banner Summer roaming' }),
    ).toBeInTheDocument();
    expect(backend.gets).toBe(1);
  });

  it.each([
    [
      "the server's message",
      HttpResponse.json(
        { success: false, message: 'Desktop image must be smaller than 5MB.' },
        { status: 413 },
      ),
      'Failed to create/update banner: Desktop image must be smaller than 5MB.',
    ],
    [
      "'Operation failed' for success false without a message",
      HttpResponse.json({ success: false }),
      'Failed to create/update banner: Operation failed',
    ],
  ])('reports a failed create with %s and keeps the dialog open', async (_case, response, text) => {
    serveBanners([]);
    server.use(http.post(`${API}/admin/banner/create`, () => response.clone()));
    const { user } = await renderBanners();
    const dialog = await openCreateDialog(user);
    await fillValidBanner(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Create Banner' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Banner' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create Banner' })).toBeEnabled();
  });

  it('reports a failed update', async () => {
    serveBanners();
    server.use(
      http.put(`${API}/admin/banner/update/:id`, () =>
        HttpResponse.json({ success: false, message: 'Banner not found.' }, { status: 404 }),
      ),
    );
    const { user } = await renderBanners();
    const dialog = await openEditDialog(user, 'Device cover');
    await user.click(within(dialog).getByRole('button', { name: 'Update Banner' }));
    expect(
      await screen.findByText('Failed to create/update banner: Banner not found.'),
    ).toBeInTheDocument();
  });

  it.each([
    [
      "the server's message",
      HttpResponse.json({ success: false, message: 'Banner not found.' }, { status: 404 }),
      'Failed to delete banner: Banner not found.',
    ],
    [
      "'Delete failed' for success false without a message",
      HttpResponse.json({ success: false }),
      'Failed to delete banner: Delete failed',
    ],
  ])('reports a failed delete with %s', async (_case, response, text) => {
    serveBanners();
    server.use(http.delete(`${API}/admin/banner/delete/:id`, () => response.clone()));
    const { user } = await renderBanners();
    await user.click(await screen.findByRole('button', { name: 'Delete banner Gift cards' }));
    const confirmDialog = await screen.findByRole('dialog', { name: 'Delete banner?' });
    await user.click(within(confirmDialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(await screen.findByRole('gridcell', { name: 'Gift cards' })).toBeInTheDocument();
  });

  it.each([
    ['Cancel', 'Cancel'],
    ['the X', 'Close'],
  ])('closing with %s resets the form and its errors', async (_way, button) => {
    serveBanners([]);
    const { user } = await renderBanners();
    let dialog = await openCreateDialog(user);
    await fill(user, field(dialog, 'Title'), 'Draft');
    await user.click(within(dialog).getByRole('button', { name: 'Create Banner' }));
    expect(await within(dialog).findByText('Desktop image is required.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: button }));
    await dialogClosed('Add Banner');

    dialog = await openCreateDialog(user);
    expect(field(dialog, 'Title')).toHaveValue('');
    expect(within(dialog).queryByText('Desktop image is required.')).not.toBeInTheDocument();
    expect(
      within(dialog).queryByText('Valid position number is required.'),
    ).not.toBeInTheDocument();
  });
});
