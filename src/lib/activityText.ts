/**
 * How the activity trail reads to an administrator (docs/api.md#activity-trail): what was done,
 * to what, and which fields changed from what to what.
 */
import type { ActivityAction, ActivityEntry } from '@/api/activity';
import type { Entity } from '../../contract/activity';
import { ENTITY_LABELS } from '../../contract/resources';
import { formatShortDateTime } from './format';
import { isMediaPath } from './images';
import { fieldWords, valueWord } from './valueWords';

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
  'two-factor-on': 'Two-factor sign-in turned on',
  'two-factor-reset': 'Two-factor sign-in reset',
  'two-factor-required': 'Two-factor sign-in requirement changed',
  'passkey-added': 'Passkey added',
  'passkey-removed': 'Passkey removed',
  'two-factor-off': 'Two-factor sign-in turned off',
};

/** Each entity's label, declared with its resource (contract/resources.ts). */
export { ENTITY_LABELS };

const MAX_VALUE_LENGTH = 80;

/**
 * A stored value as text, whole, in its screen's words: empty as an em dash, a yes-or-no field
 * (Disabled) as Yes or No, 'promotional' as Promotional, a stored image as 'image'.
 */
export function fullValueText(entity: Entity, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value !== 'string') return JSON.stringify(value);
  return isMediaPath(value) ? 'image' : valueWord(entity, field, value);
}

/** A stored value as text for a line of a list: long text cut short. */
export function valueText(entity: Entity, field: string, value: unknown): string {
  const text = fullValueText(entity, field, value);
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;
}

type EntryFields = Pick<ActivityEntry, 'entity' | 'before' | 'after'>;

/** Every field an entry records, named as its screen names it, with its value before and after. */
export function fieldChanges({ before, after }: Pick<ActivityEntry, 'before' | 'after'>) {
  return Object.keys({ ...before, ...after }).map((field) => ({
    field,
    label: fieldWords(field),
    before: before?.[field],
    after: after?.[field],
  }));
}

/**
 * One line per field: 'Title: Diwali sale → Holi sale' for a change, 'Desktop Image: new image'
 * for a replaced image; 'Title: Holi sale' for a created item's fields (after) or a deleted one's
 * (before). Values are cut short for a list's line unless `text` is fullValueText.
 */
export function changeLines(entry: EntryFields, text = valueText): string[] {
  const changed = Boolean(entry.before && entry.after);
  return fieldChanges(entry).map(({ field, label, before, after }) => {
    const [was, is] = [before, after].map((value) => text(entry.entity, field, value));
    if (!changed) return `${label}: ${entry.after ? is : was}`;
    return was === 'image' && is === 'image' ? `${label}: new image` : `${label}: ${was} → ${is}`;
  });
}

/** What an entry is about: 'Banner #5 “Holi sale”', or 'Session'. */
export function itemText({ entity, entityId, summary }: ActivityEntry): string {
  const label = ENTITY_LABELS[entity];
  if (entityId === null) return label;
  return summary ? `${label} #${entityId} “${summary}”` : `${label} #${entityId}`;
}

/** When it was done, short enough for a column: 'Nov 25, 2026, 2:41 AM' in the day zone. */
export const whenText = ({ at }: Pick<ActivityEntry, 'at'>, timeZone: string) =>
  formatShortDateTime(at, timeZone);

/** Who did it: the admin's name, else their email, else their id. */
export const adminText = ({ admin }: Pick<ActivityEntry, 'admin'>) =>
  admin.name || admin.email || `Admin #${admin.id}`;
