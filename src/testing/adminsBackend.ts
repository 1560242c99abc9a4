/**
 * The reference server's admin accounts for the server-mode tests (docs/api.md#admin-accounts):
 * a page searched by name or email and sorted, create with a one-time password, update and
 * delete that honour If-Match, a password reset and two-factor sign-in's; every request recorded.
 */
import { http, HttpResponse } from 'msw';
import { API } from '@/testing/handlers';
import { server } from '@/testing/server';
import type { AdminAccount } from '@/features/admins/adminsApi';
import { searchedPage } from './searchedPage';
import { changedAtToday, OTHER_ADMIN, refused as refusedAs } from './versionedBackend';
import { teamTwoFactorHandlers, type TeamTwoFactor } from './teamTwoFactorBackend';

export const ONE_TIME_PASSWORD = 'mint-Harbor-42-quiet';
export const RESET_PASSWORD = 'amber-Delta-17-lake';

export const OWNER: AdminAccount = {
  id: 1,
  name: 'Asha Rao',
  email: 'asha@shop.in',
  role: 'Super Admin',
  createdAt: '2026-10-01T08:00:00.000Z',
  lastSignInAt: '2026-11-20T09:30:00.000Z',
  disabled: false,
  mustSetPassword: false,
  twoFactor: true,
  version: 3,
};

export const MEERA: AdminAccount = {
  id: 7,
  name: 'Meera Nair',
  email: 'meera@shop.in',
  role: 'Admin',
  createdAt: '2026-11-02T08:00:00.000Z',
  lastSignInAt: null,
  disabled: false,
  mustSetPassword: true,
  twoFactor: false,
  version: 1,
};

/** A write as the server received it. */
export interface AccountWrite {
  method: string;
  path: string;
  ifMatch: string | null;
  body: unknown;
}

const refused = (message: string, status = 400, field?: string) =>
  HttpResponse.json({ success: false, message, field }, { status });

function page(accounts: readonly AdminAccount[], params: URLSearchParams) {
  const { items, pagination } = searchedPage(accounts, params, ({ name, email }, q) =>
    `${name}\n${email}`.toLowerCase().includes(q),
  );
  return { success: true, message: 'Admins fetched successfully.', admins: items, pagination };
}

/** What the fake server holds: its accounts, and what it was asked and sent. */
interface Backend {
  accounts: AdminAccount[];
  asked: Record<string, string>[];
  writes: AccountWrite[];
  twoFactor: TeamTwoFactor;
  /** The ids of the accounts another admin deleted (deleteElsewhere). */
  deleted: Set<number>;
  /** Another admin's delete of the account `id`, made without the screen knowing. */
  deleteElsewhere: (id: number) => void;
}

async function recordWrite({ writes }: Backend, request: Request) {
  const path = new URL(request.url).pathname;
  const body = request.method === 'DELETE' ? null : await request.json().catch(() => null);
  const write = { method: request.method, path, ifMatch: request.headers.get('if-match'), body };
  writes.push(write);
  return write;
}

/** The 409 of a write sent at a version the account has left behind, in the server's words. */
const conflict = (account: AdminAccount) => {
  const changedAt = changedAtToday().toISOString();
  return refusedAs(
    `This admin account was changed by ${OTHER_ADMIN.email} at ${changedAt} after you read it.`,
    409,
    { current: account, changedBy: OTHER_ADMIN, changedAt },
  );
};

/** The 404 of a write to an account: for one deleted meanwhile, who deleted it when. */
const missing = (deleted: boolean) =>
  refusedAs(
    'Admin not found.',
    404,
    deleted ? { deletedBy: OTHER_ADMIN, deletedAt: changedAtToday().toISOString() } : {},
  );

/**
 * Runs `write` on the account the path names, once it is found and If-Match (when sent) names
 * its current version.
 */
function accountWrite(
  backend: Backend,
  write: (account: AdminAccount, body: unknown) => Response | Promise<Response>,
) {
  return async ({ request, params }: { request: Request; params: Record<string, unknown> }) => {
    const { body, ifMatch } = await recordWrite(backend, request);
    const id = Number(params.id);
    const account = backend.accounts.find((kept) => kept.id === id);
    if (!account) return missing(backend.deleted.has(id));
    if (ifMatch !== null && ifMatch !== `"${account.version}"`) return conflict(account);
    return write(account, body);
  };
}

function createHandler(backend: Backend) {
  return http.post(`${API}/admin/admins`, async ({ request }) => {
    const { accounts } = backend;
    const fields = (await recordWrite(backend, request)).body as Pick<
      AdminAccount,
      'name' | 'email' | 'role'
    >;
    if (accounts.some(({ email }) => email === fields.email)) {
      return refused('An admin with this email already exists.', 400, 'email');
    }
    const id = Math.max(0, ...accounts.map((account) => account.id)) + 1;
    const admin = { ...MEERA, ...fields, id, createdAt: '2026-11-22T08:00:00.000Z' };
    accounts.push(admin);
    const reply = { message: 'Admin created successfully!', admin };
    return HttpResponse.json(
      { success: true, ...reply, oneTimePassword: ONE_TIME_PASSWORD },
      { status: 201 },
    );
  });
}

function changeHandlers(backend: Backend) {
  const { accounts } = backend;
  return [
    http.put(
      `${API}/admin/admins/:id`,
      accountWrite(backend, (account, body) => {
        Object.assign(account, body, { version: account.version + 1 });
        const reply = { message: 'Admin updated successfully!', admin: account };
        return HttpResponse.json({ success: true, ...reply });
      }),
    ),
    http.delete(
      `${API}/admin/admins/:id`,
      accountWrite(backend, (account) => {
        if (account.role === 'Super Admin') {
          return refused('The last Super Admin cannot be deleted.');
        }
        accounts.splice(accounts.indexOf(account), 1);
        return HttpResponse.json({ success: true, message: 'Admin deleted successfully!' });
      }),
    ),
    http.post(
      `${API}/admin/admins/:id/reset-password`,
      accountWrite(backend, (account) => {
        Object.assign(account, { mustSetPassword: true, version: account.version + 1 });
        const reply = { message: 'Password reset.', admin: account };
        return HttpResponse.json({ success: true, ...reply, oneTimePassword: RESET_PASSWORD });
      }),
    ),
  ];
}

/** Serves `initial` as the server's accounts; answers what it holds, was asked and was sent. */
export function serveAccounts(initial: readonly AdminAccount[] = [OWNER, MEERA]) {
  const backend: Backend = {
    accounts: initial.map((account) => ({ ...account })),
    asked: [],
    writes: [],
    twoFactor: { required: false, ownOn: true, resets: [] },
    deleted: new Set(),
    deleteElsewhere: (id) => {
      const { accounts } = backend;
      accounts.splice(
        accounts.findIndex((account) => account.id === id),
        1,
      );
      backend.deleted.add(id);
    },
  };
  server.use(
    http.get(`${API}/admin/admins`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      backend.asked.push(Object.fromEntries(params));
      return HttpResponse.json(page(backend.accounts, params));
    }),
    // Before PUT /admin/admins/:id, which would take 'two-factor' for an id.
    ...teamTwoFactorHandlers(backend.accounts, backend.twoFactor),
    createHandler(backend),
    ...changeHandlers(backend),
  );
  return backend;
}
