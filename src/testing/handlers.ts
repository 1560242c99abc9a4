import { http, HttpResponse } from 'msw';
import { makeJwt } from './tokens';

/** The origin the client calls under jsdom (same origin by default). */
export const API = 'http://localhost';

export const TEST_ADMIN = {
  name: 'Priya Sharma',
  email: 'priya@example.com',
  role: 'Super Admin',
  password: 'correct-horse',
};

const EMPTY_PAGE = { page: 1, pageSize: 25, total: 0, totalPages: 0, totalExact: true };

/** GET /admin/`path`: a paged list with nothing in it, its rows under `key`. */
const emptyPage = (path: string, key: string) =>
  http.get(`${API}/admin/${path}`, () =>
    HttpResponse.json({ success: true, [key]: [], pagination: EMPTY_PAGE }),
  );

/** Answers of a healthy backend; a test overrides one with `server.use(...)`. */
export const handlers = [
  http.post(`${API}/airlo/token`, () =>
    HttpResponse.json({
      data: { access_token: 'airlo-token', token_type: 'Bearer', expires_in: 3600 },
    }),
  ),
  http.post(`${API}/admin/admin-login`, async ({ request }) => {
    const { email, password } = (await request.json()) as { email: string; password: string };
    if (email === TEST_ADMIN.email && password === TEST_ADMIN.password) {
      return HttpResponse.json({ status: true, token: makeJwt(), message: 'Login successful.' });
    }
    return HttpResponse.json({ status: false, message: 'Invalid credentials.' }, { status: 401 });
  }),
  // Live changes (docs/api.md#live-changes): a stream that opens, says where it starts, and stays
  // quiet until the test ends it.
  http.get(
    `${API}/admin/events`,
    () =>
      new HttpResponse(
        new ReadableStream({
          start: (controller) => controller.enqueue(new TextEncoder().encode('id: 0\n\n')),
        }),
        { headers: { 'content-type': 'text/event-stream' } },
      ),
  ),
  http.get(`${API}/admin/profile`, () =>
    HttpResponse.json({ name: TEST_ADMIN.name, email: TEST_ADMIN.email, role: TEST_ADMIN.role }),
  ),
  http.get(`${API}/admin/all-users`, () => HttpResponse.json({ success: true, users: [] })),
  // Two-factor sign-in required of every account (docs/api.md#two-factor-sign-in): not, unless
  // a test serves it.
  http.get(`${API}/admin/admins/two-factor`, () =>
    HttpResponse.json({
      success: true,
      message: 'Two-factor requirement fetched.',
      required: false,
    }),
  ),
  http.get(`${API}/admin/orders/all`, () => HttpResponse.json({ success: true, orders: [] })),
  // A customer's orders in brief (docs/api.md#a-customers-orders): the users of a test are none
  // of the server's.
  http.get(`${API}/admin/user/:id/orders-summary`, () =>
    HttpResponse.json({ success: false, message: 'User not found.' }, { status: 404 }),
  ),
  http.get(`${API}/admin/notification/all`, () =>
    HttpResponse.json({ success: true, notifications: [] }),
  ),
  http.get(`${API}/admin/banner/all`, () => HttpResponse.json({ success: true, banners: [] })),
  // The catalogue in server mode (docs/decisions.md#catalogue-on-the-server): empty.
  emptyPage('categories', 'categories'),
  emptyPage('products', 'products'),
  // Blogs in server mode (docs/decisions.md#content-on-the-server): none.
  emptyPage('blogs', 'blogs'),
  http.post(`${API}/admin/logout`, () =>
    HttpResponse.json({ success: true, message: 'Logged out.' }),
  ),
  // Wallet Management in server mode (docs/decisions.md#content-on-the-server): empty.
  emptyPage('wallet-payments', 'walletPayments'),
  // Payment Management in server mode (docs/decisions.md#content-on-the-server): no invoices.
  emptyPage('invoices', 'invoices'),
  // Admin Management on the reference server (docs/api.md#admin-accounts): none listed.
  emptyPage('admins', 'admins'),
  // The activity trail (docs/api.md#activity-trail): nothing recorded, nobody to filter by.
  emptyPage('activity', 'activity'),
  http.get(`${API}/admin/activity/admins`, () =>
    HttpResponse.json({ success: true, message: 'ok', admins: [] }),
  ),
];
