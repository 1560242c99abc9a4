import { createLocalList, type LocalItem } from '@/lib/localList';
import type { AdminDraft } from './adminSchema';

/** An admin of the list: what the form saved, with the id the list gave it. */
export type Admin = AdminDraft & LocalItem;

/** Local only: kept for this tab's life in memory, never persisted or sent. */
export const adminsList = createLocalList<Admin, 'admins'>('admins');
