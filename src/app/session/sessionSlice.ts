import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isTokenUsable } from './token';

/** The signed-in admin as GET /admin/profile describes them. */
export interface Profile {
  name: string;
  email: string;
  role: string;
}

/** Spec §3 "Session": persisted in sessionStorage, lost when the tab session ends. */
export interface SessionState {
  profile: Profile | null;
  jwtToken: string | null;
  airloToken: string | null;
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
    /** The server refused the admin token (401) or it expired: same end, with a message. */
    sessionExpired: () => initialState,
  },
});

export const {
  loggedIn,
  profileLoaded,
  airloTokenReceived,
  localDataSet,
  globalDataSet,
  loggedOut,
  sessionExpired,
} = sessionSlice.actions;

export const sessionReducer = sessionSlice.reducer;

interface WithSession {
  session: SessionState;
}

export const selectSession = (state: WithSession) => state.session;
export const selectProfile = (state: WithSession) => state.session.profile;
export const selectJwtToken = (state: WithSession) => state.session.jwtToken;
export const selectAirloToken = (state: WithSession) => state.session.airloToken;
/** Derived, never stored: a usable admin token is what makes the visitor an admin. */
export const selectIsAdmin = (state: WithSession) => isTokenUsable(state.session.jwtToken);
