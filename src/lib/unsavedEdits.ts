/**
 * The open form's unsaved edits, kept for the tab in sessionStorage so that a reload or a
 * session that ends mid-edit loses nothing (docs/decisions.md#unsaved-edits). One record per
 * screen, for the admin who typed it; it ends when the form is saved or discarded.
 *
 * A chosen image is kept as its bytes only up to MAX_KEPT_IMAGE_BYTES: sessionStorage holds a
 * few megabytes for the whole tab, and a larger image is to be chosen again.
 */
import { readFileAsDataUrl } from './images';

const PREFIX = 'unsaved-edits:';
export const MAX_KEPT_IMAGE_BYTES = 256 * 1024;

/** A chosen file as sessionStorage holds it (a value's other kinds are kept as they are). */
interface KeptFile {
  name: string;
  type: string;
  dataUrl: string;
}
/** In place of a chosen file too large to keep. */
const DROPPED_FILE = { droppedFile: true } as const;

interface KeptRecord {
  owner: string | null;
  item: unknown;
  values: Record<string, unknown>;
}

export interface RestoredEdits<Item> {
  /** The item the form was editing, as it was opened; null for a new one. */
  item: Item | null;
  /** The fields the admin had typed; an image too large to keep is left out. */
  values: Record<string, unknown>;
  /** An image was chosen but not kept: the admin chooses it again. */
  imageDropped: boolean;
}

const keyOf = (screen: string) => `${PREFIX}${screen}`;
export const isUnsavedEditsKey = (key: string) => key.startsWith(PREFIX);

async function keptValue(value: unknown): Promise<unknown> {
  if (!(value instanceof File)) return value;
  if (value.size > MAX_KEPT_IMAGE_BYTES) return DROPPED_FILE;
  return {
    keptFile: { name: value.name, type: value.type, dataUrl: await readFileAsDataUrl(value) },
  };
}

function fileOf({ name, type, dataUrl }: KeptFile): File {
  const bytes = Uint8Array.from(atob(dataUrl.slice(dataUrl.indexOf(',') + 1)), (c) =>
    c.charCodeAt(0),
  );
  return new File([bytes], name, { type });
}

/** Whether a kept value is a record with `key` (a kept or a dropped file). */
const hasKey = <K extends string>(value: unknown, key: K): value is Record<K, KeptFile> =>
  typeof value === 'object' && value !== null && key in value;

/** Keeps what the admin typed on `screen`; a storage that is full keeps the last record it took. */
export async function keepUnsavedEdits(
  screen: string,
  owner: string | null,
  item: unknown,
  values: Record<string, unknown>,
): Promise<void> {
  const entries = await Promise.all(
    Object.entries(values).map(async ([name, value]) => [name, await keptValue(value)] as const),
  );
  const record: KeptRecord = { owner, item, values: Object.fromEntries(entries) };
  try {
    window.sessionStorage.setItem(keyOf(screen), JSON.stringify(record));
  } catch {
    // Storage full or refused (a private window): the form itself still holds the edits.
  }
}

export function forgetUnsavedEdits(screen: string): void {
  window.sessionStorage.removeItem(keyOf(screen));
}

/** The edits kept on `screen` by `owner`, or null (none, another admin's, or unreadable). */
export function readUnsavedEdits<Item>(
  screen: string,
  owner: string | null,
): RestoredEdits<Item> | null {
  try {
    const record = JSON.parse(
      window.sessionStorage.getItem(keyOf(screen)) ?? 'null',
    ) as KeptRecord | null;
    if (!record || record.owner !== owner) return null;
    let imageDropped = false;
    const values: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(record.values)) {
      if (hasKey(value, 'droppedFile')) imageDropped = true;
      else values[name] = hasKey(value, 'keptFile') ? fileOf(value.keptFile) : value;
    }
    return { item: record.item as Item | null, values, imageDropped };
  } catch {
    return null;
  }
}

/**
 * Empties the tab's sessionStorage as a session's end does, keeping the unsaved edits when the
 * session ended without the admin asking (expired, or signed out elsewhere), to be restored once
 * they sign in again.
 */
export function clearTabStorage({ keepUnsavedEdits }: { keepUnsavedEdits: boolean }): void {
  const storage = window.sessionStorage;
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '');
  const kept = keepUnsavedEdits
    ? keys.filter(isUnsavedEditsKey).map((key) => [key, storage.getItem(key) ?? ''] as const)
    : [];
  storage.clear();
  for (const [key, value] of kept) storage.setItem(key, value);
}
