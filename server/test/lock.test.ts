import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { acquireLock, LockError } from '../src/db/lock';
import { TEST_DATABASE_URL } from './support/testDb';

// The data-folder lock is PGlite's alone (DATABASE_URL opens no folder): one run of it is enough.
const test = TEST_DATABASE_URL ? it.skip : it;

let dataDir: string;
let lockFile: string;
const children: ChildProcess[] = [];

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'back-office-lock-'));
  lockFile = path.join(dataDir, 'server.lock');
});

afterEach(async () => {
  for (const child of children.splice(0)) child.kill();
  await rm(dataDir, { recursive: true, force: true });
});

function runNode(script: string): ChildProcess {
  const child = spawn(process.execPath, ['-e', script], { stdio: 'ignore' });
  children.push(child);
  return child;
}

const startProcess = () => runNode('setInterval(() => {}, 1000)');

const exists = (file: string) =>
  readFile(file).then(
    () => true,
    () => false,
  );

test('holds the pid of its process and is gone once released', async () => {
  const lock = await acquireLock(dataDir);
  expect(await readFile(lockFile, 'utf8')).toBe(`${process.pid}\n`);

  await lock.release();
  expect(await exists(lockFile)).toBe(false);
});

test('refuses a folder locked by a live process, naming the folder and the pid', async () => {
  const { pid } = startProcess();
  await writeFile(lockFile, `${pid}\n`);

  const attempt = acquireLock(dataDir);
  await expect(attempt).rejects.toThrow(LockError);
  await expect(attempt).rejects.toThrow(
    `The data folder ${dataDir} is in use by another server (pid ${pid}).`,
  );
  expect(await readFile(lockFile, 'utf8')).toBe(`${pid}\n`);
});

test('takes over a lock left by a process that has ended', async () => {
  const ended = runNode('');
  await once(ended, 'exit');
  await writeFile(lockFile, `${ended.pid}\n`);

  const lock = await acquireLock(dataDir);
  expect(await readFile(lockFile, 'utf8')).toBe(`${process.pid}\n`);
  await lock.release();
});

test('takes over a lock holding its own pid, left by an earlier life of that pid', async () => {
  await writeFile(lockFile, `${process.pid}\n`);
  const lock = await acquireLock(dataDir);
  await lock.release();
  expect(await exists(lockFile)).toBe(false);
});

test('waits for an empty lock being written, and takes over an old empty one', async () => {
  await writeFile(lockFile, '');
  await expect(acquireLock(dataDir)).rejects.toThrow('another server starting now');

  const aMinuteAgo = new Date(Date.now() - 60_000);
  await utimes(lockFile, aMinuteAgo, aMinuteAgo);
  const lock = await acquireLock(dataDir);
  await lock.release();
});

test('leaves alone, on release, a lock that another process has taken since', async () => {
  const lock = await acquireLock(dataDir);
  const other = startProcess();
  await writeFile(lockFile, `${other.pid}\n`);

  await lock.release();
  expect(await readFile(lockFile, 'utf8')).toBe(`${other.pid}\n`);
});
