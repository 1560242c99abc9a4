import { jwtDecode } from 'jwt-decode';

/** Milliseconds since the epoch at which a JWT expires; undefined when it is not a JWT or has no `exp`. */
export function tokenExpiresAt(token: string): number | undefined {
  try {
    const { exp } = jwtDecode(token);
    return typeof exp === 'number' ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/** A stored token counts until its `exp`, if it has one (docs/decisions.md#3-gaps-decided). */
export function isTokenUsable(token: string | null | undefined, now = Date.now()): boolean {
  if (!token) return false;
  const expiresAt = tokenExpiresAt(token);
  return expiresAt === undefined || expiresAt > now;
}
