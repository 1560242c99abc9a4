import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';

/** Reads a CSV file as RFC 4180 writes it: quoted fields may hold commas, quotes and lines. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      records.push([...record, field]);
      record = [];
      field = '';
      i += 1;
    } else field += char;
  }
  if (field !== '' || record.length > 0) records.push([...record, field]);
  return records;
}

/** Clicks Export CSV (or `button`) and answers the saved file's name and its records, heading first. */
export async function exportCsv(page: Page, button = 'Export CSV') {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const text = await readFile(await download.path(), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return { name: download.suggestedFilename(), records: parseCsv(text.slice(1)) };
}

/** The first field of each record after the heading, sorted: the ids an export holds. */
export const exportedIds = (records: readonly string[][]) =>
  records
    .slice(1)
    .map(([id]) => id)
    .sort();
