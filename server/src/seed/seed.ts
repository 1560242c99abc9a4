/**
 * What a database holds before anyone signs in: the administrator named by ADMIN_EMAIL and,
 * with SEED=demo, the demo data. The environment stays authoritative: ADMIN_PASSWORD and
 * ADMIN_NAME are applied on every start, and the administrator a former ADMIN_EMAIL named is
 * disabled, its sessions ended (enabled again if ADMIN_EMAIL names it once more).
 */
import { generatePassword, hashPassword, verifyPassword } from '../auth/password';
import type { AdminSeed, Config } from '../config';
import {
  findCredentialsByEmail,
  insertAdmin,
  makeStartupAdmin,
  updateAdmin,
} from '../repositories/admins';
import { seedDemo } from './demo/seedDemo';
import { takeStartupTurn } from '../db/startupTurn';
import type { Db, Queryable } from '../db/types';

export interface SeededAdmin {
  email: string;
  /** Present when generated on this start or taken from ADMIN_PASSWORD: worth printing. */
  password?: string;
  generated: boolean;
  /** The former start-up administrators this start disabled, by e-mail. */
  retired: string[];
}

export type SeedConfig = Pick<
  Config,
  'admin' | 'seed' | 'seedUsers' | 'seedOrders' | 'seedListRows'
>;

/** `report` hears the progress of a long demo seed, a line at a time. */
export async function seed(
  db: Db,
  config: SeedConfig,
  report?: (line: string) => void,
): Promise<SeededAdmin> {
  const { admin, filled } = await db.transaction(async (tx) => {
    await takeStartupTurn(tx);
    return {
      admin: {
        ...(await applyAdmin(tx, config.admin)),
        retired: await makeStartupAdmin(tx, config.admin.email),
      },
      filled: config.seed === 'demo' ? await seedDemo(tx, config, { report }) : [],
    };
  });
  // After the commit: VACUUM cannot run inside a transaction
  // (docs/decisions.md#a-million-orders-on-the-embedded-database).
  for (const table of filled) await db.exec(`VACUUM (ANALYZE) ${table}`);
  return admin;
}

/** The start-up administrator, made or updated (seed() then retires its predecessors). */
async function applyAdmin(
  tx: Queryable,
  { email, name, password }: AdminSeed,
): Promise<Omit<SeededAdmin, 'retired'>> {
  const existing = await findCredentialsByEmail(tx, email, { evenIfDisabled: true });
  if (existing) {
    // Only a different password is a change: restarting with the same ADMIN_PASSWORD must not
    // end the sessions signed in with it.
    const changed =
      password !== undefined && !(await verifyPassword(password, existing.passwordHash));
    const passwordHash = changed ? await hashPassword(password) : undefined;
    await updateAdmin(tx, existing.id, { name, passwordHash });
    return { email, password, generated: false };
  }
  const initialPassword = password ?? generatePassword();
  const passwordHash = await hashPassword(initialPassword);
  await insertAdmin(tx, { name, email, role: 'Super Admin', passwordHash });
  return { email, password: initialPassword, generated: password === undefined };
}
