/**
 * How the activity trail reads to an administrator (docs/api.md#activity-trail): what was done,
 * to what, and which fields changed from what to what.
 */
import type { ActivityAction, ActivityEntry } from '@/api/activity';
import { ENTITY_LABELS } from '../../contract/resources';
import { formatShortDateTime } from './format';

export const ACTION_LABELS: Readonly<Record<ActivityAction, string>> = {
  create: 'Created',
  update: 'Updated',
  status: 'Status changed',
  delete: 'Deleted',
  'sign-in': 'Signed in',
  'sign-out': 'Signed out',
  'password-set': 'Password set',
  'password-reset': 'Password reset',
  'sessions-ended': 'Sessions ended',
  void: 'Voided',
};

/** Each entity's label, declared with its resource (contract/resources.ts). */
export { ENTITY_LABELS };

/** The API's field names as words: 'bannerImageDesktop' → 'Banner image desktop'. */
export function fieldLabel(field: string): string {
  const words = field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const MAX_VALUE_LENGTH = 80;

/** A stored value as text, whole: empty as an em dash, a yes-or-no field (Disabled) as Yes or No. */
export function fullValueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** A stored value as text for a line of a list: long text cut short. */
export function valueText(value: unknown): string {
  const text = fullValueText(value);
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;
}

type EntryFields = Pick<ActivityEntry, 'before' | 'after'>;
type ValueText = (stored: unknown) => string;

/** Every field an entry records, named as words, with its value before and after as text. */
export function fieldChanges({ before, after }: EntryFields, value: ValueText = fullValueText) {
  return Object.keys({ ...before, ...after }).map((field) => ({
    field,
    label: fieldLabel(field),
    before: value(before?.[field]),
    after: value(after?.[field]),
  }));
}

/**
 * One line per field: 'Title: Diwali sale → Holi sale' for a change; 'Title: Holi sale' for a
 * created item's fields (after) or a deleted one's (before). Values are cut short for a list's
 * line unless `value` is fullValueText.
 */
export function changeLines(entry: EntryFields, value: ValueText = valueText): string[] {
  const changed = Boolean(entry.before && entry.after);
  return fieldChanges(entry, value).map(({ label, before, after }) => {
    if (changed) return `${label}: ${before} → ${after}`;
    return `${label}: ${entry.after ? after : before}`;
  });
}

/** What an entry is about: 'Banner #5 “Holi sale”', or 'Session'. */
export function itemText({ entity, entityId, summary }: ActivityEntry): string {
  const label = ENTITY_LABELS[entity];
  if (entityId === null) return label;
  return summary ? `${label} #${entityId} “${summary}”` : `${label} #${entityId}`;
}

/** When it was done, short enough for a column: 'Nov 25, 2026, 2:41 AM'. */
export const whenText = ({ at }: Pick<ActivityEntry, 'at'>) => formatShortDateTime(at);

/** Who did it: the admin's name, else their email, else their id. */
export const adminText = ({ admin }: Pick<ActivityEntry, 'admin'>) =>
  admin.name || admin.email || `Admin #${admin.id}`;
