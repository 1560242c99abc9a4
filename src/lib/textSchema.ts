/**
 * The Yup rules of text fields, on the definition of visible text the server applies
 * (contract/text.ts, docs/api.md#conventions): a field of spaces, zero-width spaces or braille
 * blanks is as empty as one left empty, and a password counts only the characters a reader sees.
 */
import { string } from 'yup';
import { emailRefusal } from '../../contract/emailRules';
import { LIMIT_MESSAGES, MAX_LENGTHS } from '../../contract/formRules';
import { isBlank, visibleLength } from '../../contract/text';

/** A text's longest form: the body's field it is sent as, and the most characters it holds. */
export type TextLimit = readonly [field: string, max: number];

/**
 * The test of a text's limit: longer, it is refused in the server's words, its characters counted
 * as the server counts them (code points, so that an emoji is one).
 */
export const withinLimit = ([field, max]: TextLimit) => ({
  name: 'max-length',
  message: LIMIT_MESSAGES.tooLong(field, max),
  test: (value: string | undefined) => value === undefined || [...value].length <= max,
});

/** Required text, trimmed: blank (contract/text.ts) is missing, with the field's own message. */
export const requiredText = (message: string, limit?: TextLimit) => {
  const text = string()
    .trim()
    .required(message)
    .test('visible', message, (value) => value === undefined || !isBlank(value));
  return limit ? text.test(withinLimit(limit)) : text;
};

/** A title and a description, each required and within the server's limit (banners, notices, blogs). */
export const titleAndDescription = (
  messages: { title: string; description: string },
  descriptionMax: number = MAX_LENGTHS.description,
) => ({
  title: requiredText(messages.title, ['title', MAX_LENGTHS.title]),
  description: requiredText(messages.description, ['description', descriptionMax]),
});

/** At least `count` visible characters, else `message`; empty is too short as well. */
export const visibleCharacters = (count: number, message: string) =>
  string()
    .required(message)
    .test('visible-length', message, (value) => visibleLength(value ?? '') >= count);

/**
 * A required e-mail address the server takes (contract/emailRules.ts), refused in its words: the
 * field's own message when missing or no address, the server's for what its normal form cannot
 * hide (a part mixing scripts).
 */
export const emailAddress = (required: string) =>
  requiredText(required).test(
    'email',
    ({ value }: { value?: string }) => emailRefusal(value ?? ''),
    (value) => value === undefined || emailRefusal(value) === undefined,
  );
