/**
 * What many fields of the contract share: the requirements' own wording for a field's failures
 * (carried by its schema under `x-messages`, read by the server's validation), the normal form a
 * field is put in before it is checked, and a day of the calendar as a query parameter
 * (docs/api.md#days). What counts as a visible character is contract/text.ts.
 */
import { Type } from '@sinclair/typebox';

/** A field's own wording for its failures, in place of the generated one. */
export interface FieldMessages {
  /** When the field is missing, or a string that is empty or blank. */
  required?: string;
  /** When a number is below its minimum or above its maximum; else `invalid`. */
  range?: string;
  /** For any other failure. */
  invalid?: string;
}

export const MESSAGES_KEYWORD = 'x-messages';

/** Attaches the requirements' texts to a property's schema: `{ type: 'string', ...messages({ ... }) }`. */
export function messages(texts: FieldMessages): { [MESSAGES_KEYWORD]: FieldMessages } {
  return { [MESSAGES_KEYWORD]: texts };
}

/**
 * The normal form a body's text field is put in before it is validated and compared
 * (contract/text.ts, docs/api.md#conventions): an e-mail address, or an identifier such as a
 * transaction ID. A text in no normal form is stored as it was sent, or refused.
 */
export const NORMAL_FORMS = ['email', 'identifier'] as const;
export type NormalForm = (typeof NORMAL_FORMS)[number];

export const NORMAL_FORM_KEYWORD = 'x-normal-form';

/** Marks a property's schema: `{ type: 'string', ...normalForm('email') }`. */
export function normalForm(form: NormalForm): { [NORMAL_FORM_KEYWORD]: NormalForm } {
  return { [NORMAL_FORM_KEYWORD]: form };
}

/** What a parameter that is no day of the calendar is told. */
export const notADay = (name: string) => `${name} must be a day of the calendar (YYYY-MM-DD).`;

const DAY_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

/** The query parameter `name` holding a day; its shape is checked by the schema, its date by the server. */
export const dayParam = (name: 'from' | 'to', description: string) =>
  Type.Optional(
    Type.String({ pattern: DAY_PATTERN, description, ...messages({ invalid: notADay(name) }) }),
  );

/** A body's day field `name`, with its text when missing; checked as dayParam's. */
export const dayField = (name: string, required: string) =>
  Type.String({ pattern: DAY_PATTERN, ...messages({ required, invalid: notADay(name) }) });
