/**
 * What the check scripts share: the files they read (those git tracks, and the new ones it does
 * not ignore) and how they report, a line per finding, a count, and exit code 1 if any.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

export interface FileCheck {
  /** The summary line's label: `sizes: 12 files checked, 0 over the limits`. */
  name: string;
  /** The folders and files to read. */
  trees: readonly string[];
  /** Which of their files to read. */
  include: (path: string) => boolean;
  /** What one file's text breaks, as `file:line: ...` lines. */
  check: (path: string, text: string) => string[];
  /** What the summary calls the findings: 'broken', 'over the limits'. */
  found: string;
}

export function runFileCheck({ name, trees, include, check, found }: FileCheck): void {
  const files = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', ...trees],
    { encoding: 'utf8' },
  )
    .split('\n')
    .filter(include);
  const findings = files.flatMap((path) => check(path, readFileSync(path, 'utf8')));
  for (const finding of findings) console.log(finding);
  console.log(`${name}: ${files.length} files checked, ${findings.length} ${found}`);
  if (findings.length > 0) process.exitCode = 1;
}
