/**
 * The Yup rules of text fields, on the definition of visible text the server applies
 * (contract/text.ts, docs/api.md#conventions): a field of spaces, zero-width spaces or braille
 * blanks is as empty as one left empty, and a password counts only the characters a reader sees.
 */
import { string } from 'yup';
import { isBlank, visibleLength } from '../../contract/text';

/** Required text, trimmed: blank (contract/text.ts) is missing, with the field's own message. */
export const requiredText = (message: string) =>
  string()
    .trim()
    .required(message)
    .test('visible', message, (value) => value === undefined || !isBlank(value));

/** At least `count` visible characters, else `message`; empty is too short as well. */
export const visibleCharacters = (count: number, message: string) =>
  string()
    .required(message)
    .test('visible-length', message, (value) => visibleLength(value ?? '') >= count);
