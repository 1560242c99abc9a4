/**
 * The test administrator's password stored at a cheap scrypt cost. The server hashes at
 * N = 2^15, about 0.1 s of a core a hash, and verifies each hash with the parameters written in
 * it (server/src/auth/password.ts), so every sign-in against a seeded administrator cost as much:
 * the server's tests spent 421 hashes. Stored at N = 2^10, that administrator's sign-ins cost a
 * thirty-second of that and take the same path. The server's own cost stays covered: the seed still
 * hashes at it (db.test.ts checks that hash), and so does every account the tests make through
 * the API, and main.test.ts signs in to a real server.
 */
import { randomBytes, scrypt } from 'node:crypto';

import type { Queryable } from '../../src/db/types';

const CHEAP = { N: 2 ** 10, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;

/** A hash in the server's format (scrypt$N$r$p$salt$hash), at the cheap cost. */
function cheapHash(password: string): Promise<string> {
  const salt = randomBytes(16);
  return new Promise((resolve, reject) =>
    scrypt(password, salt, KEY_LENGTH, CHEAP, (error, key) =>
      error
        ? reject(error)
        : resolve(
            [
              'scrypt',
              CHEAP.N,
              CHEAP.r,
              CHEAP.p,
              salt.toString('base64'),
              key.toString('base64'),
            ].join('$'),
          ),
    ),
  );
}

/** Stores `password` as the password of the administrator of `email`, at the cheap cost. */
export async function storeCheaply(db: Queryable, email: string, password: string): Promise<void> {
  await db.query('UPDATE admins SET password_hash = $1 WHERE lower(email) = lower($2)', [
    await cheapHash(password),
    email,
  ]);
}
