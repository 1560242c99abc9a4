/**
 * The figures the attack and fault tests measure (how many requests, how many refused...), one
 * line each. With SUITE_FIGURES=<file> they are appended to that file, which `.ci/run` prints
 * before its summary; without it they are only part of the test's own assertions.
 */
import { appendFileSync } from 'node:fs';

export function reportFigure(line: string): void {
  const file = process.env.SUITE_FIGURES;
  const where = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  if (file) appendFileSync(file, `${line} (${where})\n`);
}
