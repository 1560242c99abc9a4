/**
 * Every code reference to the project's documents resolves: a `docs/<file>.md#<anchor>` link in
 * the sources names a file that exists and a heading it has, and nothing points any more to the
 * specification documents that were never in the repository. Run by
 * `npm run lint`; prints each broken reference as `file:line: ...` and exits 1 if there is one.
 */
import { existsSync, readFileSync } from 'node:fs';

import { runFileCheck } from './check-files';

const TREES = ['src', 'server', 'e2e', '__tests__', 'scripts', 'jest', '.ci', 'README.md'];
const TEXT = /\.(ts|tsx|js|mjs|md|json|sh)$|(^|\/)run$/;
const LINK = /docs\/([\w./-]+\.md)(?:#([\w-]+))?/g;
// Spelled in two parts so that this file does not match itself.
const STALE = [new RegExp('spec ' + '§', 'i'), new RegExp('DECISIONS' + '\\.md')];

/** GitHub's anchor for a heading: lower-case, punctuation dropped, spaces to hyphens. */
export function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a Markdown text's headings; a repeated heading gets -1, -2... */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*)$/.exec(line);
    if (!heading) continue;
    const base = slug(heading[1] ?? '');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** The broken references of one file's text. */
export function brokenReferences(
  path: string,
  text: string,
  readDoc: (file: string) => string | undefined,
): string[] {
  const problems: string[] = [];
  text.split('\n').forEach((line, index) => {
    const where = `${path}:${index + 1}`;
    for (const stale of STALE) {
      if (stale.test(line)) problems.push(`${where}: points to a document outside the repository`);
    }
    for (const [, file, anchor] of line.matchAll(LINK)) {
      const doc = readDoc(`docs/${file}`);
      if (doc === undefined) problems.push(`${where}: docs/${file} does not exist`);
      else if (anchor && !anchorsOf(doc).has(anchor)) {
        problems.push(`${where}: docs/${file} has no heading #${anchor}`);
      }
    }
  });
  return problems;
}

function main() {
  const readDoc = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : undefined);
  runFileCheck({
    name: 'doc links',
    trees: TREES,
    include: (path) => TEXT.test(path) && path !== 'scripts/check-doc-links.test.ts',
    check: (path, text) => brokenReferences(path, text, readDoc),
    found: 'broken',
  });
}

if (process.argv[1]?.endsWith('check-doc-links.ts')) main();
