/**
 * Builds the web app into dist/ when it is missing or older than its sources (`npm start` and
 * `npm run bench` both need a current build).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const BUILT = path.join(ROOT, 'dist', 'index.html');
// What a build reads: the sources, the static files and the build settings.
const SOURCE_DIRS = ['src', 'public'];
const SOURCE_FILES = ['webpack.config.js', 'tsconfig.json', 'package-lock.json'];

function modifiedAt(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

function newestSource(): number {
  const inDirs = SOURCE_DIRS.map((dir) => path.join(ROOT, dir))
    .filter((dir) => existsSync(dir))
    .flatMap((dir) => readdirSync(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
  const files = [...inDirs, ...SOURCE_FILES.map((file) => path.join(ROOT, file))];
  return Math.max(...files.map(modifiedAt));
}

/**
 * Builds when stale; a failed build exits this process with the build's status. `toStderr`
 * keeps stdout for a script's own results.
 */
export function buildIfStale({ toStderr = false } = {}): void {
  const built = modifiedAt(BUILT);
  if (built > 0 && built >= newestSource()) return;

  (toStderr ? console.error : console.log)(
    built === 0
      ? 'Building the web app (the first start builds it once: a minute or two)…'
      : 'The web app changed since its build: rebuilding…',
  );
  const result = spawnSync('npx', ['webpack', '--mode', 'production'], {
    cwd: ROOT,
    stdio: toStderr ? ['inherit', 2, 2] : 'inherit',
    env: { ...process.env, BUILD_PROGRESS: '1' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  // webpack leaves an output file untouched when its content is unchanged (a change to a test
  // file, say): marked as built now, it is not rebuilt at every start.
  const now = new Date();
  utimesSync(BUILT, now, now);
}
