/**
 * Long demo lists written as text, one entry a line or a word, so they read as tables rather
 * than as repeated object literals.
 */

/** The words of a text, split at white space. */
export function words(text: string): readonly string[] {
  return text.trim().split(/\s+/);
}

/** The rows of a table, one a line, its cells split at `|` and trimmed. */
export function rows(text: string): readonly string[][] {
  return text
    .trim()
    .split('\n')
    .map((line) => line.split('|').map((cell) => cell.trim()));
}
