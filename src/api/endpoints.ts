/**
 * Every backend path the client calls, in one table (docs/requirements.md#7-calls-to-the-backend,
 * docs/decisions.md#3-gaps-decided); a resource's own are made from contract/resources.ts
 * (resourceApi.ts).
 */
type Id = string | number;
const withId = (prefix: string) => (id: Id) => `${prefix}/${encodeURIComponent(String(id))}`;

/**
 * The CRUD family of a managed resource: notifications and banners share one shape, which the
 * resources the server pages keep (api/resourceApi.ts makes each from contract/resources.ts).
 */
export const resourcePaths = (base: string) => ({
  all: `${base}/all`,
  create: `${base}/create`,
  update: withId(`${base}/update`),
  remove: withId(`${base}/delete`),
  status: withId(`${base}/status`),
  byId: withId(base),
  // Several items at once (docs/api.md#bulk-work).
  bulkDelete: `${base}/bulk/delete`,
  bulkStatus: `${base}/bulk/status`,
});

export const API_PATHS = {
  airloToken: '/airlo/token',
  adminLogin: '/admin/admin-login',
  // Two-factor sign-in (docs/api.md#two-factor-sign-in): the code after the password, and its set-up.
  secondFactor: '/admin/admin-login/second-factor',
  // Passkeys (docs/api.md#passkeys): the sign-in with one, and the account's own.
  passkeySignInOptions: '/admin/admin-login/passkey/options',
  passkeySignIn: '/admin/admin-login/passkey',
  passkeys: '/admin/profile/passkeys',
  passkey: withId('/admin/profile/passkeys'),
  passkeyOptions: '/admin/profile/passkeys/options',
  adminLogout: '/admin/logout',
  adminProfile: '/admin/profile',
  // The signed-in admin's own account (docs/decisions.md#roles-and-your-own-account).
  ownPassword: '/admin/profile/password',
  endOtherSessions: '/admin/profile/end-other-sessions',
  twoFactor: '/admin/profile/two-factor',
  allUsers: '/admin/all-users',
  allOrders: '/admin/orders/all',
  // The paged lists (docs/api.md#paged-users-and-orders).
  users: '/admin/users',
  orders: '/admin/orders',
  order: withId('/admin/orders'),
  // A customer's orders in brief (docs/api.md#a-customers-orders).
  ordersSummary: (userId: Id) => `${withId('/admin/user')(userId)}/orders-summary`,
  // Every row of a paged list as CSV (docs/api.md#csv-export).
  usersCsv: '/admin/users.csv',
  ordersCsv: '/admin/orders.csv',
  // The activity trail (docs/api.md#activity-trail).
  activity: '/admin/activity',
  activityAdmins: '/admin/activity/admins',
  // The shop's numbers for the dashboard (docs/api.md#shop-numbers).
  stats: '/admin/stats',
  // Live changes, a stream of Server-Sent Events (docs/api.md#live-changes).
  events: '/admin/events',
  // The admin accounts (docs/api.md#admin-accounts).
  admins: '/admin/admins',
  admin: withId('/admin/admins'),
  adminPasswordReset: (id: Id) => `${withId('/admin/admins')(id)}/reset-password`,
  // Two-factor sign-in across the team (docs/api.md#two-factor-sign-in).
  twoFactorRequirement: '/admin/admins/two-factor',
  adminTwoFactorReset: (id: Id) => `${withId('/admin/admins')(id)}/reset-two-factor`,
  // Invoices (docs/decisions.md#content-on-the-server): the page and CSV are api/keptList.ts's.
  invoice: withId('/admin/invoice'),
  invoicePdf: (id: Id) => `${withId('/admin/invoice')(id)}/pdf`,
} as const;

/**
 * Admin calls carry the signed-in admin's token; every other call (login included) carries the
 * airlo token when it has no Authorization of its own.
 */
export function isAdminCall(url: string): boolean {
  const path = url.split('?')[0];
  // The sign-in's steps, the code's included, come before any admin token.
  return path.startsWith('/admin/') && !path.startsWith(API_PATHS.adminLogin);
}
