/** SQL for revoked_tokens: sign-ins ended by logout before their token expired. */
import type { Queryable } from '../db/types';

/** Revokes a token until expiresAt (seconds since the epoch), clearing ids past their expiry. */
export async function revokeToken(db: Queryable, jti: string, expiresAt: number): Promise<void> {
  await db.write('DELETE FROM revoked_tokens WHERE expires_at < now()');
  await db.write(
    'INSERT INTO revoked_tokens (jti, expires_at) VALUES ($1, to_timestamp($2)) ON CONFLICT DO NOTHING',
    [jti, expiresAt],
  );
}
