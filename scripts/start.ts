/**
 * `npm start`: builds the web app when dist/ is missing or older than its sources, then runs
 * the server in this same process (one process, so a signal reaches the server directly).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

import { start } from '../server/src/main';

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

function buildIfStale(): void {
  const built = modifiedAt(BUILT);
  if (built > 0 && built >= newestSource()) return;

  console.log(
    built === 0 ? 'Building the web app…' : 'The web app changed since its build: rebuilding…',
  );
  const result = spawnSync('npx', ['webpack', '--mode', 'production'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

buildIfStale();
void start(process.env);
