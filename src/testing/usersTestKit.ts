import { http, HttpResponse } from 'msw';
import type { User } from '../../contract/shop';
import { API } from './handlers';
import { admin, user } from './listCases/shop';
import { server } from './server';

/** Users the User Management tests share: an admin with a role, and a customer. */
export const TWO_USERS = [
  user('u9', 'Meera Nair', 'meera@shop.in', '2026-02-25T06:13:20.000Z', admin('Support Lead')),
  user('u8', 'Rohan Iyer', 'rohan@example.in', '2026-02-13T16:26:40.000Z'),
];

/** GET /admin/users, answering `users` as its one page. */
export const serveUsersPage = (users: readonly User[] = TWO_USERS) =>
  server.use(
    http.get(`${API}/admin/users`, () =>
      HttpResponse.json({
        success: true,
        users,
        pagination: { page: 1, pageSize: 50, total: users.length, totalPages: 1, totalExact: true },
      }),
    ),
  );
