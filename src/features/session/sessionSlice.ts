import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { profileApi } from '@/api/profile';
import {
  loggedIn,
  selectHasOwnAccount,
  sessionExpired,
  type Profile,
  type SessionCredentials,
  type WithSession,
} from '@/api/session';
import { isTokenUsable } from './token';

/**
 * The session (docs/requirements.md#3-entities): persisted in sessionStorage, lost when the tab
 * session ends. Its credentials are the shape the API layer reads (api/session.ts).
 */
export interface SessionState extends SessionCredentials {
  /**
   * The login said the admin signed in with a one-time password, still to be replaced by their
   * own (docs/decisions.md#roles-and-your-own-account). Absent in a session stored before.
   */
  mustSetPassword?: boolean;
  /** The login said two-factor sign-in is to be set up first; the profile, once loaded, says. */
  mustSetUpTwoFactor?: boolean;
  localData: Record<string, unknown>;
  globalData: Record<string, unknown>;
}

const initialState: SessionState = {
  profile: null,
  jwtToken: null,
  airloToken: null,
  mustSetPassword: false,
  mustSetUpTwoFactor: false,
  ownAccount: false,
  localData: {},
  globalData: {},
};

/**
 * Whether a reply was asked with the session's own admin token. Only a sign-in starts a session:
 * a reply asked in a session that has since ended, or before its token was replaced, changes
 * nothing, so no token or profile comes back once the session is over
 * (docs/decisions.md#how-a-session-ends).
 */
function askedInThisSession(state: SessionState, { baseQueryMeta }: { baseQueryMeta: unknown }) {
  if (state.jwtToken === null || typeof baseQueryMeta !== 'object' || baseQueryMeta === null) {
    return false;
  }
  const request = 'request' in baseQueryMeta ? baseQueryMeta.request : undefined;
  return (
    request instanceof Request &&
    request.headers.get('Authorization') === `Bearer ${state.jwtToken}`
  );
}

interface DataEntry {
  key: string;
  value: unknown;
}

const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    profileLoaded(state, action: PayloadAction<Profile>) {
      state.profile = action.payload;
    },
    airloTokenReceived(state, action: PayloadAction<string>) {
      state.airloToken = action.payload;
    },
    localDataSet(state, action: PayloadAction<DataEntry>) {
      state.localData[action.payload.key] = action.payload.value;
    },
    globalDataSet(state, action: PayloadAction<DataEntry>) {
      state.globalData[action.payload.key] = action.payload.value;
    },
    /** The admin chose to log out. */
    loggedOut: () => initialState,
  },
  extraReducers: (builder) => {
    builder.addCase(loggedIn, (state, { payload }) => {
      state.jwtToken = payload.token;
      state.mustSetPassword = payload.mustSetPassword;
      state.mustSetUpTwoFactor = payload.mustSetUpTwoFactor;
      state.ownAccount = payload.ownAccount;
    });
    // The server refused the admin token (401) or it expired: the same end, with a message.
    builder.addCase(sessionExpired, () => initialState);
    // The profile is kept in the session as well as shown (docs/requirements.md#4-states-and-transitions).
    builder.addMatcher(profileApi.endpoints.getProfile.matchFulfilled, (state, action) => {
      if (askedInThisSession(state, action.meta)) state.profile = action.payload;
    });
    // The admin's own password is set: the server ended every other session and this one's
    // token with them, and answered a new token for this one.
    builder.addMatcher(profileApi.endpoints.changeOwnPassword.matchFulfilled, (state, action) => {
      if (!askedInThisSession(state, action.meta)) return;
      state.jwtToken = action.payload.token;
      state.mustSetPassword = false;
      if (state.profile) state.profile.mustSetPassword = false;
    });
    builder.addMatcher(profileApi.endpoints.endOtherSessions.matchFulfilled, (state, action) => {
      if (askedInThisSession(state, action.meta)) state.jwtToken = action.payload.token;
    });
  },
});

export const { profileLoaded, airloTokenReceived, localDataSet, globalDataSet, loggedOut } =
  sessionSlice.actions;
export { loggedIn, sessionExpired };

export const sessionReducer = sessionSlice.reducer;

/** Derived, never stored: a usable admin token is what makes the visitor an admin. */
export const selectIsAdmin = (state: WithSession) => isTokenUsable(state.session.jwtToken);

/**
 * Derived: the admin must set their own password before anything else, as the login or the
 * profile says; only on the reference server (docs/decisions.md#roles-and-your-own-account).
 */
export const selectMustSetPassword = (state: { session: SessionState }) =>
  selectHasOwnAccount(state) &&
  (state.session.mustSetPassword === true || state.session.profile?.mustSetPassword === true);

/**
 * Derived: the admin must set up two-factor sign-in before anything else, where a Super Admin
 * requires it of every account (docs/api.md#two-factor-sign-in): as the login said until the
 * profile is loaded, then as the profile says. A password to set comes first.
 */
export const selectMustSetUpTwoFactor = (state: { session: SessionState }) =>
  selectHasOwnAccount(state) &&
  !selectMustSetPassword(state) &&
  (state.session.profile?.mustSetUpTwoFactor ?? state.session.mustSetUpTwoFactor) === true;
