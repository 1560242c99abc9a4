/**
 * What a valid value of each setting is (config.ts reads them): each parser answers the value,
 * or throws a ConfigError whose one-line message names the variable and what it expects.
 */
import { isIP } from 'node:net';

import { StartupError } from './lib/startupError';
import { isEmailAddress } from '../../contract/emailRules';
import { isBlank, normalEmail, visibleLength } from '../../contract/text';

export class ConfigError extends StartupError {
  override name = 'ConfigError';
}

const MIN_ADMIN_PASSWORD_LENGTH = 8;
// HS256 is only as strong as its key; 32 characters gives at least 128 bits from any charset.
const MIN_JWT_SECRET_LENGTH = 32;

/** Throws "NAME must be EXPECTED (got "VALUE")." — the value is left out for secrets. */
function invalid(name: string, expected: string, value?: string): never {
  const got = value === undefined ? '' : ` (got "${value}")`;
  throw new ConfigError(`${name} must be ${expected}${got}.`);
}

export function parsePort(value: string): number {
  const port = /^\d{1,5}$/.test(value) ? Number(value) : NaN;
  return port <= 65535 ? port : invalid('PORT', 'an integer from 0 to 65535', value);
}

export function parsePositiveInteger(name: string, value: string): number {
  const number = /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(number) && number > 0
    ? number
    : invalid(name, 'a whole number above 0', value);
}

// A large shop, for trying the paged lists at scale: a million orders seed in a few minutes.
// (The whole-list answers of the requirements grow with it: about 400 MB at a million.)
const MAX_SEED_COUNT = 2_000_000;

export function parseSeedCount(name: string, value: string): number {
  const number = /^\d+$/.test(value) ? Number(value) : NaN;
  return number <= MAX_SEED_COUNT
    ? number
    : invalid(name, `a whole number from 0 to ${MAX_SEED_COUNT}`, value);
}

const PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGES.includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return (
    bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128))
  );
}

export function parseProxies(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.every(isProxyAddress)
    ? entries
    : invalid('TRUST_PROXY', `addresses, CIDR ranges or ${PROXY_RANGES.join(', ')}`, value);
}

export function parseOneOf<T extends string>(name: string, value: string, allowed: readonly T[]) {
  const found = allowed.find((item) => item === value);
  return found ?? invalid(name, `one of ${allowed.join(', ')}`, value);
}

const DURATION_UNITS: Readonly<Record<string, number>> = { s: 1, m: 60, h: 3600, d: 86400 };

export function parseDuration(name: string, value: string): number {
  const match = /^(\d+)([smhd]?)$/.exec(value);
  const seconds = match ? Number(match[1]) * (DURATION_UNITS[match[2] || 's'] ?? NaN) : NaN;
  return Number.isSafeInteger(seconds) && seconds > 0
    ? seconds
    : invalid(name, 'a duration such as 900, 30m, 8h or 7d', value);
}

/** The address in its normal form, as the API takes admins' addresses (docs/api.md#admin-accounts). */
export function parseEmail(value: string): string {
  const normal = normalEmail(value);
  return isEmailAddress(normal) ? normal : invalid('ADMIN_EMAIL', 'an e-mail address', value);
}

export function parseDatabaseUrl(value: string): string {
  let protocol = '';
  try {
    protocol = new URL(value).protocol;
  } catch {
    // Not a URL at all: reported below like any other protocol.
  }
  // The URL may hold a password, so the message does not echo it.
  return protocol === 'postgres:' || protocol === 'postgresql:'
    ? value
    : invalid('DATABASE_URL', 'a URL such as postgres://user:password@host:5432/database');
}

export function parseJwtSecret(value: string): string {
  return value.length >= MIN_JWT_SECRET_LENGTH
    ? value
    : invalid('JWT_SECRET', `at least ${MIN_JWT_SECRET_LENGTH} characters long`);
}

/** Counted as the API counts a new password: the characters a reader sees (contract/text.ts). */
export function parseAdminPassword(value: string): string {
  return visibleLength(value) >= MIN_ADMIN_PASSWORD_LENGTH
    ? value
    : invalid('ADMIN_PASSWORD', `at least ${MIN_ADMIN_PASSWORD_LENGTH} characters long`);
}

export function parseName(value: string): string {
  return isBlank(value) ? invalid('ADMIN_NAME', 'a name, not blank') : value.trim();
}

/**
 * PUBLIC_ORIGIN: where the administrators open the back-office, as an origin (scheme, host and
 * port, no path), whose host names the passkeys' relying party (docs/api.md#passkeys). A
 * passkey belongs to a domain: browsers refuse one for an IP address, and over plain http for
 * any host but localhost.
 */
export function parsePublicOrigin(value: string): string {
  const expected = 'an origin such as https://admin.example.com';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return invalid('PUBLIC_ORIGIN', expected, value);
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.origin !== value.replace(/\/$/, '')) {
    return invalid('PUBLIC_ORIGIN', `${expected}, with no path`, value);
  }
  if (isIP(url.hostname.replace(/^\[|\]$/g, '')) !== 0) {
    return invalid('PUBLIC_ORIGIN', 'a domain name, not an IP address: passkeys need one', value);
  }
  if (url.protocol === 'http:' && url.hostname !== 'localhost') {
    return invalid(
      'PUBLIC_ORIGIN',
      'https:// (browsers allow passkeys over http on localhost only)',
      value,
    );
  }
  return url.origin;
}
