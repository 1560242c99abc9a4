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

/** The stored form: scheme, the parameters, then the salt and the key in base64. */
function storedHash(salt: Buffer, key: Buffer): string {
  const { N, r, p } = PARAMS;
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return storedHash(salt, await derive(password, salt, PARAMS));
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || salt === undefined || hash === undefined) return false;
  const expected = Buffer.from(hash, 'base64');
  const options = { N: Number(N), r: Number(r), p: Number(p) };
  const key = await derive(password, Buffer.from(salt, 'base64'), options);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

// A hash of no password: a random key at the server's parameters, which no password derives
// (one chance in 2^512), so checking against it costs one full derivation, as a real check
// does, from the first unknown e-mail on. It needs no hashing of its own, so loading this
// module costs no scrypt (docs/development.md#test-speed).
const dummyHash = storedHash(randomBytes(16), randomBytes(KEY_LENGTH));

/**
 * Spends the time a real check would, for a sign-in with an unknown e-mail, so the answer's
 * timing does not tell which addresses belong to an administrator.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(password, dummyHash);
  return false;
}

/** 24 characters from 144 random bits, safe to paste into a shell or a form. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
