import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API } from '@/testing/handlers';
import { renderApp, renderWithProviders, signedIn } from '@/testing/renderApp';
import { server } from '@/testing/server';
import NotificationsPage from './NotificationsPage';

const ROUTE = '/notification-management';
const LIST_URL = `${API}/admin/notification/all`;

const NOTIFICATIONS = [
  {
    id: 1,
    title: 'Diwali sale',
    description: '20% off every eSIM plan',
    type: 'promotional',
    noticeTo: 'customers',
    image: '/media/diwali.png',
    status: 'active',
    createdAt: '2026-11-02T08:00:00Z',
  },
  {
    id: 2,
    title: 'Maintenance window',
    description: 'Checkout is down on Sunday night',
    type: 'warning',
    noticeTo: 'all',
    image: 'data:image/png;base64,AAAA',
    createDate: '2026-10-15T08:00:00Z',
  },
  {
    id: 3,
    title: 'Undated',
    description: 'No date at all',
    type: 'info',
    noticeTo: 'specific_users',
    image: null,
  },
];

const PNG = 'png-bytes';
const pngFile = (name = 'a.png') => new File([PNG], name, { type: 'image/png' });
const PNG_DATA_URL = `data:image/png;base64,${Buffer.from(PNG).toString('base64')}`;
const oversizeFile = () => new File([new Uint8Array(5242881)], 'huge.png', { type: 'image/png' });

interface Recorded {
  method: string;
  path: string;
  body: unknown;
}

/** A small in-memory backend: records every write and counts the list's GETs. */
function serveNotifications(initial: readonly object[] = NOTIFICATIONS) {
  const backend = {
    items: [...initial] as Record<string, unknown>[],
    gets: 0,
    writes: [] as Recorded[],
  };
  let nextId = 100;
  server.use(
    http.get(LIST_URL, () => {
      backend.gets += 1;
      return HttpResponse.json({ success: true, notifications: backend.items });
    }),
    http.post(`${API}/admin/notification/create`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      backend.writes.push({ method: 'POST', path: new URL(request.url).pathname, body });
      backend.items = [
        ...backend.items,
        { ...body, id: nextId++, image: '/media/new.png', createdAt: '2026-11-22T08:00:00Z' },
      ];
      return HttpResponse.json(
        { success: true, message: 'Notification created successfully!' },
        { status: 201 },
      );
    }),
    http.put(`${API}/admin/notification/update/:id`, async ({ request, params }) => {
      const body = (await request.json()) as Record<string, unknown>;
      backend.writes.push({ method: 'PUT', path: new URL(request.url).pathname, body });
      backend.items = backend.items.map((item) =>
        String(item.id) === params.id ? { ...item, ...body } : item,
      );
      return HttpResponse.json({ success: true, message: 'Notification updated successfully!' });
    }),
    http.delete(`${API}/admin/notification/delete/:id`, ({ request, params }) => {
      backend.writes.push({ method: 'DELETE', path: new URL(request.url).pathname, body: null });
      backend.items = backend.items.filter((item) => String(item.id) !== params.id);
      return HttpResponse.json({ success: true, message: 'Notification deleted successfully!' });
    }),
  );
  return backend;
}

async function renderNotifications() {
  const view = renderApp({ route: ROUTE, session: signedIn() });
  await screen.findByRole('heading', { name: 'Notification Management' });
  return view;
}

const dataRows = () => screen.getAllByRole('row').slice(1);

type User = ReturnType<typeof renderApp>['user'];

/** Replaces a field's text in one input event: typing key by key is slow under jsdom. */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

async function openCreateDialog(user: User) {
  await user.click(screen.getByRole('button', { name: 'Add Notification' }));
  return screen.findByRole('dialog', { name: 'Add Notification' });
}

async function choose(user: User, dialog: HTMLElement, field: RegExp, option: string) {
  await user.click(within(dialog).getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('Notification Management', () => {
  it('shows the columns in order, each field of a row and the created date', async () => {
    serveNotifications();
    await renderNotifications();
    expect(await screen.findByRole('gridcell', { name: 'Diwali sale' })).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Sr. No',
      'Image',
      'Title',
      'Description',
      'Type',
      'Notice To',
      'Created Date',
      'Actions',
    ]);

    const diwali = screen.getByRole('row', { name: /Diwali sale/ });
    expect(within(diwali).getByRole('gridcell', { name: '1' })).toBeInTheDocument();
    expect(within(diwali).getByText('20% off every eSIM plan')).toBeInTheDocument();
    expect(within(diwali).getByText('Promotional')).toBeInTheDocument();
    expect(within(diwali).getByText('Customers')).toBeInTheDocument();
    expect(within(diwali).getByText('Nov 2, 2026')).toBeInTheDocument();
    // The server's /media/ path is resolved against the API origin.
    expect(within(diwali).getByRole('img')).toHaveAttribute(
      'src',
      'http://localhost/media/diwali.png',
    );
    expect(
      within(diwali).getByRole('button', { name: 'Edit notification Diwali sale' }),
    ).toBeInTheDocument();
    expect(
      within(diwali).getByRole('button', { name: 'Delete notification Diwali sale' }),
    ).toBeInTheDocument();

    // createDate stands in for createdAt; a missing date is 'N/A'.
    const maintenance = screen.getByRole('row', { name: /Maintenance window/ });
    expect(within(maintenance).getByText('Oct 15, 2026')).toBeInTheDocument();
    expect(within(maintenance).getByText('Warning')).toBeInTheDocument();
    const undated = screen.getByRole('row', { name: /Undated/ });
    expect(within(undated).getByText('N/A')).toBeInTheDocument();
    expect(within(undated).getByText('Specific Users')).toBeInTheDocument();
    expect(within(undated).getByRole('img')).toHaveAttribute('src', '/placeholder-image.svg');
  });

  it("shows 'No notifications found.' for an empty list", async () => {
    serveNotifications([]);
    await renderNotifications();
    expect(await screen.findByText('No notifications found.')).toBeInTheDocument();
  });

  it.each([
    ['a plain array', NOTIFICATIONS],
    ['{ success, notifications }', { success: true, notifications: NOTIFICATIONS }],
    ['{ data }', { data: NOTIFICATIONS }],
  ])('accepts the list as %s', async (_shape, body) => {
    server.use(http.get(LIST_URL, () => HttpResponse.json(body)));
    await renderNotifications();
    expect(await screen.findByRole('gridcell', { name: 'Undated' })).toBeInTheDocument();
    expect(dataRows()).toHaveLength(3);
  });

  it.each([
    [
      "the server's message",
      HttpResponse.json({ success: false, message: 'Database unavailable' }, { status: 503 }),
      'Failed to load notifications: Database unavailable',
    ],
    [
      'the HTTP status when the body has no message',
      new HttpResponse('Bad gateway', { status: 502 }),
      'Failed to load notifications: HTTP error! status: 502',
    ],
    [
      "'Unknown error' for success false without a message",
      HttpResponse.json({ success: false }),
      'Failed to load notifications: Unknown error',
    ],
  ])('reports a failed load with %s', async (_case, response, text) => {
    server.use(http.get(LIST_URL, () => response.clone()));
    await renderNotifications();
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByText('No notifications found.')).toBeInTheDocument();
  });

  it("stays silent on load without an admin token ('No admin token available')", async () => {
    let gets = 0;
    server.use(
      http.get(LIST_URL, () => {
        gets += 1;
        return HttpResponse.json([]);
      }),
    );
    renderWithProviders(<NotificationsPage />);
    expect(await screen.findByText('No notifications found.')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/Failed to load notifications/)).not.toBeInTheDocument();
    expect(screen.queryByText(/No admin token available/)).not.toBeInTheDocument();
    expect(gets).toBe(0);
  });

  it('leaves a refused token (401) on load to the session-end message', async () => {
    server.use(
      http.get(LIST_URL, () =>
        HttpResponse.json({ success: false, message: 'Invalid token.' }, { status: 401 }),
      ),
    );
    const { router } = await renderNotifications();
    expect(
      await screen.findByText('Authentication required. Please login again.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-login'));
    expect(screen.queryByText(/Failed to load notifications/)).not.toBeInTheDocument();
  });

  it('shows every required message when the empty form is submitted', async () => {
    serveNotifications([]);
    const { user } = await renderNotifications();
    const dialog = await openCreateDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Create Notification' }));
    for (const message of [
      'Title is required.',
      'Description is required.',
      'Type is required.',
      'Notice To is required.',
      'Notification image is required.',
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
  });

  it("refuses an image larger than 5MB with 'Image must be smaller than 5MB.'", async () => {
    const backend = serveNotifications([]);
    const { user } = await renderNotifications();
    const dialog = await openCreateDialog(user);
    await user.upload(within(dialog).getByLabelText(/^Image/), oversizeFile());
    expect(await within(dialog).findByText('Image must be smaller than 5MB.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create Notification' }));
    expect(within(dialog).getByText('Image must be smaller than 5MB.')).toBeInTheDocument();
    expect(backend.writes).toHaveLength(0);
  });

  it('creates a notification with the image as a data URL, then reloads the list', async () => {
    const backend = serveNotifications([]);
    const { user } = await renderNotifications();
    await screen.findByText('No notifications found.');
    expect(backend.gets).toBe(1);

    const dialog = await openCreateDialog(user);
    await fill(user, within(dialog).getByRole('textbox', { name: 'Title' }), '  New plans  ');
    await fill(
      user,
      within(dialog).getByRole('textbox', { name: 'Description' }),
      'Three new countries',
    );
    await choose(user, dialog, /^Type/, 'Success');
    await choose(user, dialog, /^Notice To/, 'Admins');
    await user.upload(within(dialog).getByLabelText(/^Image/), pngFile());
    expect(within(dialog).getByText('a.png')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create Notification' }));

    expect(await screen.findByText('Notification created successfully!')).toBeInTheDocument();
    expect(backend.writes).toEqual([
      {
        method: 'POST',
        path: '/admin/notification/create',
        body: {
          title: 'New plans',
          description: 'Three new countries',
          type: 'success',
          noticeTo: 'admins',
          image: PNG_DATA_URL,
        },
      },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add Notification' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByRole('gridcell', { name: 'New plans' })).toBeInTheDocument();
    expect(backend.gets).toBe(2);
  });

  it('disables the submit button while saving', async () => {
    serveNotifications([]);
    let release: () => void = () => undefined;
    server.use(
      http.post(`${API}/admin/notification/create`, async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json({ success: true, message: 'ok' });
      }),
    );
    const { user } = await renderNotifications();
    const dialog = await openCreateDialog(user);
    await fill(user, within(dialog).getByRole('textbox', { name: 'Title' }), 'Slow');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Description' }), 'Slow one');
    await choose(user, dialog, /^Type/, 'Info');
    await choose(user, dialog, /^Notice To/, 'All');
    await user.upload(within(dialog).getByLabelText(/^Image/), pngFile());
    const submit = within(dialog).getByRole('button', { name: 'Create Notification' });
    await user.click(submit);
    await waitFor(() => expect(submit).toBeDisabled());
    release();
    expect(await screen.findByText('Notification created successfully!')).toBeInTheDocument();
  });

  it('edits a notification: the form is filled in and an unchanged image is not sent', async () => {
    const backend = serveNotifications();
    const { user } = await renderNotifications();
    await user.click(
      await screen.findByRole('button', { name: 'Edit notification Maintenance window' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Notification' });
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue(
      'Maintenance window',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveValue(
      'Checkout is down on Sunday night',
    );
    expect(within(dialog).getByRole('combobox', { name: /^Type/ })).toHaveTextContent('Warning');
    expect(within(dialog).getByRole('combobox', { name: /^Notice To/ })).toHaveTextContent('All');
    expect(within(dialog).getByRole('img', { name: 'Image preview' })).toHaveAttribute(
      'src',
      'data:image/png;base64,AAAA',
    );

    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await fill(user, title, 'Maintenance moved');
    await choose(user, dialog, /^Notice To/, 'Customers');
    await user.click(within(dialog).getByRole('button', { name: 'Update Notification' }));

    expect(await screen.findByText('Notification updated successfully!')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit Notification' })).not.toBeInTheDocument(),
    );
    expect(backend.writes).toEqual([
      {
        method: 'PUT',
        path: '/admin/notification/update/2',
        body: {
          title: 'Maintenance moved',
          description: 'Checkout is down on Sunday night',
          type: 'warning',
          noticeTo: 'customers',
        },
      },
    ]);
    expect(await screen.findByRole('gridcell', { name: 'Maintenance moved' })).toBeInTheDocument();
    expect(backend.gets).toBe(2);
  });

  it('sends a replaced image on edit', async () => {
    const backend = serveNotifications();
    const { user } = await renderNotifications();
    await user.click(await screen.findByRole('button', { name: 'Edit notification Diwali sale' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Notification' });
    await user.upload(within(dialog).getByLabelText(/^Image/), pngFile('b.png'));
    await user.click(within(dialog).getByRole('button', { name: 'Update Notification' }));
    expect(await screen.findByText('Notification updated successfully!')).toBeInTheDocument();
    expect(backend.writes[0].body).toMatchObject({ title: 'Diwali sale', image: PNG_DATA_URL });
  });

  it('deletes only after confirmation, then reloads the list', async () => {
    const backend = serveNotifications();
    const { user } = await renderNotifications();
    const remove = await screen.findByRole('button', { name: 'Delete notification Diwali sale' });

    await user.click(remove);
    let confirmDialog = await screen.findByRole('dialog', { name: 'Delete notification?' });
    await user.click(within(confirmDialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Delete notification?' }),
      ).not.toBeInTheDocument(),
    );
    expect(backend.writes).toHaveLength(0);

    await user.click(remove);
    confirmDialog = await screen.findByRole('dialog', { name: 'Delete notification?' });
    expect(confirmDialog).toHaveTextContent('"Diwali sale" will be deleted.');
    await user.click(within(confirmDialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Notification deleted successfully!')).toBeInTheDocument();
    expect(backend.writes).toEqual([
      { method: 'DELETE', path: '/admin/notification/delete/1', body: null },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('gridcell', { name: 'Diwali sale' })).not.toBeInTheDocument(),
    );
    expect(dataRows()).toHaveLength(2);
    expect(backend.gets).toBe(2);
  });

  it.each([
    [
      "the server's message",
      HttpResponse.json({ success: false, message: 'Title is too long.' }, { status: 400 }),
      'Failed to create/update notification: Title is too long.',
    ],
    [
      "'Operation failed' for success false without a message",
      HttpResponse.json({ success: false }),
      'Failed to create/update notification: Operation failed',
    ],
    [
      "'Operation failed' for a reply without success true",
      HttpResponse.json({ id: 9 }),
      'Failed to create/update notification: Operation failed',
    ],
  ])('reports a failed save with %s and keeps the dialog open', async (_case, response, text) => {
    const backend = serveNotifications();
    server.use(http.put(`${API}/admin/notification/update/:id`, () => response.clone()));
    const { user } = await renderNotifications();
    await user.click(await screen.findByRole('button', { name: 'Edit notification Diwali sale' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Notification' });
    await user.click(within(dialog).getByRole('button', { name: 'Update Notification' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Notification' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Update Notification' })).toBeEnabled();
    // A failed save changes nothing, so the list is not reloaded.
    expect(backend.gets).toBe(1);
  });

  it('reports a failed create with the fallback text', async () => {
    serveNotifications([]);
    server.use(
      http.post(`${API}/admin/notification/create`, () => HttpResponse.json({ success: false })),
    );
    const { user } = await renderNotifications();
    const dialog = await openCreateDialog(user);
    await fill(user, within(dialog).getByRole('textbox', { name: 'Title' }), 'T');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Description' }), 'D');
    await choose(user, dialog, /^Type/, 'Error');
    await choose(user, dialog, /^Notice To/, 'All');
    await user.upload(within(dialog).getByLabelText(/^Image/), pngFile());
    await user.click(within(dialog).getByRole('button', { name: 'Create Notification' }));
    expect(
      await screen.findByText('Failed to create/update notification: Operation failed'),
    ).toBeInTheDocument();
  });

  it.each([
    [
      "the server's message",
      HttpResponse.json({ success: false, message: 'Notification not found.' }, { status: 404 }),
      'Failed to delete notification: Notification not found.',
    ],
    [
      "'Delete failed' for success false without a message",
      HttpResponse.json({ success: false }),
      'Failed to delete notification: Delete failed',
    ],
  ])('reports a failed delete with %s', async (_case, response, text) => {
    serveNotifications();
    server.use(http.delete(`${API}/admin/notification/delete/:id`, () => response.clone()));
    const { user } = await renderNotifications();
    await user.click(
      await screen.findByRole('button', { name: 'Delete notification Diwali sale' }),
    );
    const confirmDialog = await screen.findByRole('dialog', { name: 'Delete notification?' });
    await user.click(within(confirmDialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(await screen.findByRole('gridcell', { name: 'Diwali sale' })).toBeInTheDocument();
  });

  it.each([
    ['Cancel', (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Cancel' })],
    ['the X', (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Close' })],
    // A click on the area around the paper is a backdrop click.
    ['the backdrop', (dialog: HTMLElement) => dialog.parentElement as HTMLElement],
  ])('closing with %s resets the form and its errors', async (_way, closer) => {
    serveNotifications([]);
    const { user } = await renderNotifications();
    let dialog = await openCreateDialog(user);
    await fill(user, within(dialog).getByRole('textbox', { name: 'Title' }), 'Draft');
    await user.click(within(dialog).getByRole('button', { name: 'Create Notification' }));
    expect(await within(dialog).findByText('Description is required.')).toBeInTheDocument();

    await user.click(closer(dialog));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add Notification' })).not.toBeInTheDocument(),
    );

    dialog = await openCreateDialog(user);
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('');
    expect(within(dialog).queryByText('Description is required.')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Notification image is required.')).not.toBeInTheDocument();
  });
});
