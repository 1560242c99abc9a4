/**
 * What a sign-in costs the server: the scrypt check of the password (one per sign-in, with the
 * server's parameters, in this process: the same Node on the same cores), and the whole
 * POST /admin/admin-login answered over HTTP, one request at a time.
 */
import { hashPassword, verifyPassword } from '../../server/src/auth/password';
import { result } from './log';
import { ADMIN, adminToken } from './server';
import { median, ms } from './stats';

async function timed(task: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await task();
  return performance.now() - started;
}

async function timesOf(count: number, task: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) times.push(await timed(task));
  return times;
}

export async function benchPasswordCost(origin: string, count: number): Promise<void> {
  const stored = await hashPassword(ADMIN.password);
  const [, N, r, p] = stored.split('$');
  await verifyPassword(ADMIN.password, stored);
  const checks = await timesOf(count, () => verifyPassword(ADMIN.password, stored));
  await adminToken(origin);
  const answers = await timesOf(count, () => adminToken(origin));
  result(
    `signin: scrypt check (N=${N}, r=${r}, p=${p}) median ${ms(median(checks))}; ` +
      `POST /admin/admin-login answered median ${ms(median(answers))} (${count} each, one at a time)`,
  );
}
