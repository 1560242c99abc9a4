/**
 * The codes of two-factor sign-in (docs/api.md#two-factor-sign-in): RFC 6238 time-based codes
 * (otpauth; the parameters in contract/twoFactor.ts) and one-time recovery codes, kept as their
 * SHA-256 (each is 50 random bits, not a password to stretch).
 */
import { createHash, randomInt } from 'node:crypto';

import { Secret, TOTP as Totp } from 'otpauth';

import { TOTP } from '../../../contract/twoFactor';

/** The issuer the authenticator app lists the account under. */
const ISSUER = 'Shop Back-Office';

/** A code of the step before or after the server's is taken too: clocks drift. */
const WINDOW = 1;

const totpOf = (secret: string, label = '') =>
  new Totp({ ...TOTP, issuer: ISSUER, label, secret: Secret.fromBase32(secret) });

/** A new secret, as base32 text, and the otpauth:// address its QR code holds. */
export function newTotpSecret(email: string): { secret: string; otpauthUrl: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, otpauthUrl: totpOf(secret, email).toString() };
}

/** The time step `code` was made at, if it is one of `secret`'s within the window; else null. */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const totp = totpOf(secret);
  const delta = totp.validate({ token, timestamp: now, window: WINDOW });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}

/** Ten letters or digits in two groups of five, none of them easily misread (0/O, 1/l). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET.charAt(randomInt(ALPHABET.length)));
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** A recovery code as kept: its letters, lower case, hashed; the dash and spaces left out. */
export const recoveryCodeHash = (code: string) =>
  createHash('sha256').update(code.toLowerCase().replace(/[\s-]/g, '')).digest('hex');
