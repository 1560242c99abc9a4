/**
 * The run-time `screens` setting (src/lib/config.ts) set for a test, and the reference server's
 * profile of the signed-in admin, whose role the web app follows in that mode.
 */
import { http, HttpResponse } from 'msw';
import type { Profile } from '../../contract/auth';
import type { Role } from '../../contract/roles';
import { API, TEST_ADMIN } from './handlers';
import { server } from './server';

/** In this `describe`, the app works with the reference server's screens (`screens: 'server'`). */
export function withServerScreens() {
  beforeEach(() => {
    window.__BACKOFFICE_CONFIG__ = { ...window.__BACKOFFICE_CONFIG__, screens: 'server' };
  });
  afterEach(() => {
    delete window.__BACKOFFICE_CONFIG__;
  });
}

/** The reference server's profile of an admin with `role`; `overrides` change any field. */
export const serverProfile = (role: Role, overrides: Partial<Profile> = {}): Profile => ({
  id: 7,
  name: TEST_ADMIN.name,
  email: TEST_ADMIN.email,
  role,
  mustSetPassword: false,
  twoFactor: false,
  mustSetUpTwoFactor: false,
  timeZone: 'Asia/Kolkata',
  ...overrides,
});

/** GET /admin/profile answers this profile. */
export function serveProfile(profile: Profile) {
  server.use(http.get(`${API}/admin/profile`, () => HttpResponse.json(profile)));
}
