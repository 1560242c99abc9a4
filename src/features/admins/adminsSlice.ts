import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

/** Spec §6 roles on admin creation. */
export const ADMIN_ROLES = ['Admin', 'Super Admin'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export interface Admin {
  id: string;
  name: string;
  email: string;
  role: AdminRole;
}

export type AdminDraft = Omit<Admin, 'id'>;

/** Local only (spec §1): this tab's working list, never persisted or sent. */
const adminsSlice = createSlice({
  name: 'admins',
  initialState: { items: [] as Admin[] },
  reducers: {
    adminAdded: {
      reducer(state, action: PayloadAction<Admin>) {
        state.items.push(action.payload);
      },
      prepare: (draft: AdminDraft) => ({ payload: { ...draft, id: nanoid() } }),
    },
    adminUpdated(state, action: PayloadAction<Admin>) {
      const index = state.items.findIndex((item) => item.id === action.payload.id);
      if (index >= 0) state.items[index] = action.payload;
    },
    adminRemoved(state, action: PayloadAction<string>) {
      state.items = state.items.filter((item) => item.id !== action.payload);
    },
  },
});

export const { adminAdded, adminUpdated, adminRemoved } = adminsSlice.actions;
export const adminsReducer = adminsSlice.reducer;
export const selectAdmins = (state: { admins: { items: Admin[] } }) => state.admins.items;
