/**
 * Password hashes with Node's scrypt. The parameters travel inside each hash
 * (scrypt$N$r$p$salt$hash), so they can be raised later without breaking stored ones.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// N = 2^15, r = 8: 32 MiB and roughly 0.1 s per hash, which makes guessing slow.
const PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
// scrypt needs 128 * N * r bytes; Node refuses anything above 32 MiB unless told otherwise.
const MAX_MEMORY = 256 * 1024 * 1024;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { ...options, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  const { N, r, p } = PARAMS;
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || salt === undefined || hash === undefined) return false;
  const expected = Buffer.from(hash, 'base64');
  const options = { N: Number(N), r: Number(r), p: Number(p) };
  const key = await derive(password, Buffer.from(salt, 'base64'), options);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

// Made when the module loads (in the background, scrypt runs off the main thread), so even
// the first unknown e-mail takes as long as a known one.
const dummyHash = hashPassword(randomBytes(16).toString('hex'));

/**
 * Spends the time a real check would, for a sign-in with an unknown e-mail, so the answer's
 * timing does not tell which addresses belong to an administrator.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(password, await dummyHash);
  return false;
}

/** 24 characters from 144 random bits, safe to paste into a shell or a form. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
