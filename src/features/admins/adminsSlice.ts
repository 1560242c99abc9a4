import { createLocalList } from '@/lib/localList';

/** The roles offered on admin creation (docs/requirements.md#6-roles-and-permissions). */
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
