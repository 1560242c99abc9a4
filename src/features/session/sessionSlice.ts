import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { profileApi } from '@/api/profile';
import {
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
  localData: Record<string, unknown>;
  globalData: Record<string, unknown>;
}

const initialState: SessionState = {
  profile: null,
  jwtToken: null,
  airloToken: null,
  localData: {},
  globalData: {},
};

interface DataEntry {
  key: string;
  value: unknown;
}

const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    loggedIn(state, action: PayloadAction<string>) {
      state.jwtToken = action.payload;
    },
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
    // The server refused the admin token (401) or it expired: the same end, with a message.
    builder.addCase(sessionExpired, () => initialState);
    // The profile is kept in the session as well as shown (docs/requirements.md#4-states-and-transitions).
    builder.addMatcher(profileApi.endpoints.getProfile.matchFulfilled, (state, action) => {
      state.profile = action.payload;
    });
  },
});

export const {
  loggedIn,
  profileLoaded,
  airloTokenReceived,
  localDataSet,
  globalDataSet,
  loggedOut,
} = sessionSlice.actions;
export { sessionExpired };

export const sessionReducer = sessionSlice.reducer;

export const selectSession = (state: { session: SessionState }) => state.session;
/** Derived, never stored: a usable admin token is what makes the visitor an admin. */
export const selectIsAdmin = (state: WithSession) => isTokenUsable(state.session.jwtToken);
