import { createLocalList } from '@/lib/localList';

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

/** Local only: kept for this tab's life in memory, never persisted or sent. */
export const adminsList = createLocalList<Admin, 'admins'>('admins');
