/**
 * Long demo lists written as text, one entry a line, a cell or a word, so they read as tables
 * rather than as repeated object literals.
 */
import type { Choices } from './random';

/** The words of a text, split at white space. */
export const words = (text: string): readonly string[] => text.trim().split(/\s+/);

/** The cells of a text, split at `|` and trimmed. */
export const cells = (text: string): string[] => text.split('|').map((cell) => cell.trim());

/** The rows of a table, one a line, its cells split at `|` and trimmed. */
export const rows = (text: string): readonly string[][] => text.trim().split('\n').map(cells);

/** Values with their weights, written `value weight, …`; `-` is a value left out. */
export const choices = (text: string): Choices<string | undefined> =>
  text.split(',').map((choice) => {
    const [, value = '', weight] = /^\s*(.*\S)\s+(\d+)\s*$/.exec(choice) ?? [];
    return [value === '-' ? undefined : value, Number(weight)];
  });
