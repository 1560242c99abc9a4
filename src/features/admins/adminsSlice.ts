import { createSlice } from '@reduxjs/toolkit';
import { localListReducers } from '@/lib/localList';

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

const list = localListReducers<Admin>();

/** Local only (spec §1): this tab's working list, never persisted or sent. */
const adminsSlice = createSlice({
  name: 'admins',
  initialState: { items: [] as Admin[] },
  reducers: {
    adminAdded: list.added,
    adminUpdated: list.updated,
    adminRemoved: list.removed,
  },
});

export const { adminAdded, adminUpdated, adminRemoved } = adminsSlice.actions;
export const adminsReducer = adminsSlice.reducer;
export const selectAdmins = (state: { admins: { items: Admin[] } }) => state.admins.items;
