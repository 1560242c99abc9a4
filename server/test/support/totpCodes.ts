/**
 * RFC 6238 codes as an authenticator app makes them (SHA-1, 6 digits, 30 s), written from the
 * RFC apart from the server's library, so the tests prove the two agree.
 */
import { createHmac } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Bytes(text: string): Buffer {
  const bits = [...text.replace(/=+$/, '')]
    .map((char) => BASE32.indexOf(char).toString(2).padStart(5, '0'))
    .join('');
  return Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
}

/** The code of `secret` (base32) at `at` (milliseconds since the epoch). */
export function totpCode(secret: string, at: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', base32Bytes(secret)).update(counter).digest();
  const offset = (mac.at(-1) ?? 0) & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}
