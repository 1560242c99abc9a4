/**
 * What many fields of the contract share: the requirements' own wording for a field's failures
 * (carried by its schema under `x-messages`, read by the server's validation), what counts as a
 * visible character, and a day of the calendar as a query parameter (docs/api.md#days).
 */
import { Type } from '@sinclair/typebox';

/**
 * A character a reader sees: neither white space nor an invisible one (Unicode's format
 * characters, such as the zero-width space, the joiners and the byte order mark, and the Hangul
 * fillers), so that a title of zero-width spaces is as blank as one of spaces. A pattern: AJV
 * compiles patterns with the `u` flag.
 */
export const VISIBLE_CHARACTER = '[^\\s\\p{Cf}\\u115F\\u1160\\u3164\\uFFA0]';

/** A field's own wording for its failures, in place of the generated one. */
export interface FieldMessages {
  /** When the field is missing, or a string that is empty or blank. */
  required?: string;
  /** For any other failure. */
  invalid?: string;
}

export const MESSAGES_KEYWORD = 'x-messages';

/** Attaches the requirements' texts to a property's schema: `{ type: 'string', ...messages({ ... }) }`. */
export function messages(texts: FieldMessages): { [MESSAGES_KEYWORD]: FieldMessages } {
  return { [MESSAGES_KEYWORD]: texts };
}

/** What a parameter that is no day of the calendar is told. */
export const notADay = (name: string) => `${name} must be a day of the calendar (YYYY-MM-DD).`;

/** The query parameter `name` holding a day; its shape is checked by the schema, its date by the server. */
export const dayParam = (name: 'from' | 'to', description: string) =>
  Type.Optional(
    Type.String({
      pattern: '^\\d{4}-\\d{2}-\\d{2}$',
      description,
      ...messages({ invalid: notADay(name) }),
    }),
  );
