/**
 * The Yup rules of text fields, on the definition of visible text the server applies
 * (contract/text.ts, docs/api.md#conventions): a field of spaces, zero-width spaces or braille
 * blanks is as empty as one left empty, and a password counts only the characters a reader sees.
 */
import { string } from 'yup';
import { emailRefusal } from '../../contract/emailRules';
import { LIMIT_MESSAGES } from '../../contract/formRules';
import { isBlank, visibleLength } from '../../contract/text';

/** A text's longest form: the body's field it is sent as, and the most characters it holds. */
export type TextLimit = readonly [field: string, max: number];

/**
 * Required text, trimmed: blank (contract/text.ts) is missing, with the field's own message. With
 * a limit, a longer text is refused in the server's words, its characters counted as the server
 * counts them (code points, so that an emoji is one).
 */
export const requiredText = (message: string, limit?: TextLimit) => {
  const text = string()
    .trim()
    .required(message)
    .test('visible', message, (value) => value === undefined || !isBlank(value));
  if (!limit) return text;
  const [field, max] = limit;
  return text.test(
    'max-length',
    LIMIT_MESSAGES.tooLong(field, max),
    (value) => value === undefined || value.length <= max || [...value].length <= max,
  );
};

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
