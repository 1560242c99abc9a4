/**
 * The screens' words for stored values and fields (docs/requirements.md#9-constants-and-limits),
 * declared once: the forms and columns say them, and so does the activity trail, which records
 * what the server stores (`promotional`, `noticeTo`).
 */
import type { Status } from '../../contract/common';
import type { Entity } from '../../contract/activity';
import type { Notification } from '../../contract/notification';

type Words<K extends string> = Readonly<Record<K, string>>;

export const STATUS_LABELS: Words<Status> = { active: 'Active', inactive: 'Inactive' };

export const NOTIFICATION_TYPE_LABELS: Words<Notification['type']> = {
  info: 'Info',
  warning: 'Warning',
  success: 'Success',
  error: 'Error',
  promotional: 'Promotional',
};

export const NOTICE_TO_LABELS: Words<Notification['noticeTo']> = {
  all: 'All',
  customers: 'Customers',
  admins: 'Admins',
  specific_users: 'Specific Users',
};

/** The fields whose stored values a screen says in words, by entity. */
const VALUE_WORDS: Partial<Record<Entity, Readonly<Record<string, Words<string>>>>> = {
  notification: {
    type: NOTIFICATION_TYPE_LABELS,
    noticeTo: NOTICE_TO_LABELS,
    status: STATUS_LABELS,
  },
  banner: { status: STATUS_LABELS },
  category: { status: STATUS_LABELS },
};

/** The fields a screen names otherwise than their API name read as words. */
const FIELD_WORDS: Words<string> = {
  noticeTo: 'Notice To',
  redirectUrl: 'Redirect URL',
  bannerImageDesktop: 'Desktop Image',
  bannerImageMobile: 'Mobile Image',
  txnId: 'Trans. ID',
};

/** A stored value as its screen says it: 'promotional' → 'Promotional'; others as they are. */
export const valueWord = (entity: Entity, field: string, value: string): string =>
  VALUE_WORDS[entity]?.[field]?.[value] ?? value;

/** A field as its screen names it: 'noticeTo' → 'Notice To', 'createdAt' → 'Created at'. */
export function fieldWords(field: string): string {
  const words = field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return FIELD_WORDS[field] ?? words.charAt(0).toUpperCase() + words.slice(1);
}
