/**
 * The benchmark's output: progress on stderr, and one summary line per figure on stdout, so
 * `npm run bench 2>/dev/null` (or `| grep`) leaves only the figures.
 */
const results: string[] = [];

export function progress(message: string): void {
  process.stderr.write(`  ${message}\n`);
}

/** A figure's summary line: printed now, and again with the others at the end. */
export function result(line: string): void {
  results.push(line);
  process.stderr.write(`→ ${line}\n`);
}

export function printResults(): void {
  for (const line of results) process.stdout.write(`${line}\n`);
}
