/**
 * What the API layer needs of the signed-in session. The session feature owns that state and
 * satisfies this shape; the base query and the screens read it through these selectors, so no
 * layer below the features imports a feature.
 */
import { createAction } from '@reduxjs/toolkit';
import { jwtDecode } from 'jwt-decode';
import type { Profile as WireProfile } from '../../contract/auth';
import type { Role } from '../../contract/roles';
import { ZONE_WITHOUT_SHOP } from '@/lib/zonedTime';
import { declaredSession } from './declared';

/**
 * The signed-in admin as GET /admin/profile describes them. The specification's backend sends
 * only the name, the e-mail and a role of its own; the reference server also the id, whether
 * the one-time password is still to be replaced, whether the sign-in asks for a code and whether
 * it must be set up first (docs/api.md#two-factor-sign-in), and the shop's time zone (docs/api.md#the-shops-time-zone).
 */
export type Profile = Pick<WireProfile, 'name' | 'email'> & {
  role: string;
} & Partial<
    Pick<WireProfile, 'id' | 'mustSetPassword' | 'twoFactor' | 'mustSetUpTwoFactor' | 'timeZone'>
  >;

export interface SessionCredentials {
  /** The admin's login token (JWT). */
  jwtToken: string | null;
  /** The public-facing service's token, sent on every call that is not an admin call. */
  airloToken: string | null;
  profile: Profile | null;
  /**
   * The admin has an account of their own on the backend, with a role, a password to set and
   * sessions to end: the reference server keeps one, the specification's backend none
   * (docs/decisions.md#roles-and-your-own-account). Said by the sign-in (`loggedIn`).
   */
  ownAccount?: boolean;
}

export interface WithSession {
  session: SessionCredentials;
}

/**
 * The server refused the admin token (401) or it expired. Raised here, where the refusal is
 * seen; the session feature ends the session on it (docs/decisions.md#3-gaps-decided).
 */
export const sessionExpired = createAction('session/sessionExpired');

/** Whether the backend signs in with passkeys (docs/api.md#passkeys): the reference server's alone. */
export const offersPasskeys = declaredSession.offers.passkeys;

/**
 * The sign-in answered a token: a session begins, on an account of the admin's own where the
 * backend keeps accounts. `mustSetPassword`: the login said the password used was a one-time one;
 * `mustSetUpTwoFactor`: that two-factor sign-in is required and the account has none.
 */
export const loggedIn = createAction(
  'session/loggedIn',
  (token: string, mustSetPassword = false, mustSetUpTwoFactor = false) => ({
    payload: {
      token,
      mustSetPassword,
      mustSetUpTwoFactor,
      ownAccount: declaredSession.offers.ownAccount(),
    },
  }),
);

export const selectAdminToken = (state: WithSession) => state.session.jwtToken;
export const selectAirloToken = (state: WithSession) => state.session.airloToken;
export const selectProfile = (state: WithSession) => state.session.profile;

/** The shop's time zone, as the profile said it; undefined until it has, or where it says none. */
export const selectShopTimeZone = (state: WithSession) => state.session.profile?.timeZone;

/**
 * The zone the web app counts days in (a list's `from` and `to`, the dashboard's days) and so
 * shows moments in, so that a row a day takes in shows that day: the shop's, else UTC.
 */
export const selectDayZone = (state: WithSession) => selectShopTimeZone(state) ?? ZONE_WITHOUT_SHOP;

/** Whether the session is on an account of the admin's own (`ownAccount`). */
export const selectHasOwnAccount = (state: WithSession) => state.session.ownAccount === true;

/** Whoever signs in to a backend without accounts may do everything. */
const WITHOUT_ACCOUNTS: Role = 'Super Admin';

/**
 * The role that decides what the admin may do: the one their profile said, undefined until it
 * has; on a backend without accounts, whatever role its profile names, a Super Admin's.
 */
export const selectRole = (state: WithSession): string | undefined =>
  selectHasOwnAccount(state) ? selectProfile(state)?.role || undefined : WITHOUT_ACCOUNTS;

/** Whose session this is: the admin token's subject, or null when the token says none. */
export function selectSessionOwner(state: WithSession): string | null {
  const token = state.session.jwtToken;
  try {
    return token ? (jwtDecode(token).sub ?? null) : null;
  } catch {
    return null;
  }
}
