/**
 * What a save answers, and the failures its dialog shows rather than a snackbar
 * (docs/api.md#versions, docs/api.md#conventions).
 */
import { failureText, refusedField } from '@/api/apiError';
import { versionConflictOf, type VersionConflict } from '@/api/versionConflict';

/** A save refused over one field of its body, which the form shows under that field. */
export interface FieldRefusal {
  field: string;
  message: string;
  /** Said in a snackbar instead, by a form without that field. */
  toast: string;
}

/**
 * What a save answers: whether it was saved, or what the dialog then shows: the conflict of an
 * item changed since it opened it (docs/api.md#versions), or a refusal naming a field.
 */
export type SaveOutcome<T> = boolean | { conflict: VersionConflict<T> } | { refused: FieldRefusal };

/**
 * The failures of a save that its dialog shows rather than a snackbar: a stale version's conflict,
 * and a refusal the server names a field for (`failure` prefixes it where the form has no such
 * field: 'Failed to create/update banner:').
 */
export function shownInForm<T>(failure: string) {
  return (error: unknown): Exclude<SaveOutcome<T>, boolean> | undefined => {
    const conflict = versionConflictOf<T>(error);
    return conflict ? { conflict } : fieldRefusal(failure)(error);
  };
}

/** A save's refusal that names a field, for its form to show under that field. */
export const fieldRefusal =
  (failure: string) =>
  (error: unknown): { refused: FieldRefusal } | undefined => {
    const field = refusedField(error);
    const message = failureText(error, '');
    return field ? { refused: { field, message, toast: `${failure} ${message}` } } : undefined;
  };
