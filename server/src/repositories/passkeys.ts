/**
 * SQL of the accounts' passkeys and of the browser prompts' one-time challenges (migration 028,
 * docs/api.md#passkeys). Public keys travel as base64 text both ways, as media.ts's images do.
 */
import type { Queryable } from '../db/types';
import { ONE_TIME_PASSWORD_ENDED } from './admins';
import { isoDate } from './shopTables';
import type { Passkey } from '../../../contract/passkeys';

/** How long the browser's prompt may take: its challenge is then taken no more. */
export const CHALLENGE_TTL_SECONDS = 300;

export type ChallengePurpose = 'register' | 'sign-in';

/** Keeps a challenge for `purpose` (for `adminId`'s prompt, or anyone's); drops expired ones. */
export async function keepChallenge(
  db: Queryable,
  challenge: string,
  purpose: ChallengePurpose,
  adminId: number | null,
): Promise<void> {
  await db.write('DELETE FROM webauthn_challenges WHERE expires_at < now()');
  await db.write(
    `INSERT INTO webauthn_challenges (challenge, purpose, admin_id, expires_at)
     VALUES ($1, $2, $3::int, now() + make_interval(secs => $4::int))`,
    [challenge, purpose, adminId, CHALLENGE_TTL_SECONDS],
  );
}

/** Takes a kept, unexpired challenge, once: false when there is none such (any more). */
export async function takeChallenge(
  db: Queryable,
  challenge: string,
  purpose: ChallengePurpose,
  adminId: number | null,
): Promise<boolean> {
  const taken = await db.write(
    `DELETE FROM webauthn_challenges
      WHERE challenge = $1 AND purpose = $2 AND admin_id IS NOT DISTINCT FROM $3::int
        AND expires_at > now()
      RETURNING challenge`,
    [challenge, purpose, adminId],
  );
  return taken.length > 0;
}

const PASSKEY = `id, name, ${isoDate('created_at')} AS "createdAt",
                 ${isoDate('last_used_at')} AS "lastUsedAt"`;

export const listPasskeys = (db: Queryable, adminId: number) =>
  db.query<Passkey>(
    `SELECT ${PASSKEY} FROM admin_passkeys WHERE admin_id = $1 ORDER BY created_at, id`,
    [adminId],
  );

/** A passkey's credential, as the server's WebAuthn library takes it. */
export interface StoredCredential {
  id: string;
  publicKey: Uint8Array<ArrayBuffer>;
  counter: number;
  transports: string[];
}

/** The account's credentials, which a new passkey may not repeat. */
export async function credentialsOf(db: Queryable, adminId: number) {
  return db.query<{ id: string; transports: string[] }>(
    'SELECT credential_id AS id, transports FROM admin_passkeys WHERE admin_id = $1',
    [adminId],
  );
}

export interface NewPasskey extends StoredCredential {
  name: string;
}

/** Adds a passkey: undefined when its credential is one of any account's already. */
export async function addPasskey(
  db: Queryable,
  adminId: number,
  passkey: NewPasskey,
): Promise<Passkey | undefined> {
  const [row] = await db.write<Passkey>(
    `INSERT INTO admin_passkeys (admin_id, credential_id, public_key, counter, transports, name)
     VALUES ($1, $2, decode($3, 'base64'), $4, $5::text[], $6)
     ON CONFLICT (credential_id) DO NOTHING
     RETURNING ${PASSKEY}`,
    [
      adminId,
      passkey.id,
      Buffer.from(passkey.publicKey).toString('base64'),
      passkey.counter,
      passkey.transports,
      passkey.name,
    ],
  );
  return row;
}

/** Removes one of the account's passkeys: its name, or undefined when it has none such. */
export async function removePasskey(db: Queryable, adminId: number, id: number) {
  const [row] = await db.write<{ name: string }>(
    'DELETE FROM admin_passkeys WHERE id = $1 AND admin_id = $2 RETURNING name',
    [id, adminId],
  );
  return row?.name;
}

/** A passkey that may sign in: its account enabled. */
export interface SigningPasskey {
  passkeyId: number;
  adminId: number;
  mustSetPassword: boolean;
  /** The account's one-time password is past its time: no sign-in of it may begin. */
  oneTimePasswordEnded: boolean;
  credential: StoredCredential;
}

export async function findSigningPasskey(
  db: Queryable,
  credentialId: string,
): Promise<SigningPasskey | undefined> {
  const [row] = await db.query<Omit<SigningPasskey, 'credential'> & StoredCredentialRow>(
    `SELECT p.id AS "passkeyId", p.admin_id AS "adminId", a.must_set_password AS "mustSetPassword",
            ${ONE_TIME_PASSWORD_ENDED} AS "oneTimePasswordEnded",
            p.credential_id AS "credentialId", encode(p.public_key, 'base64') AS "publicKey",
            p.counter::text AS counter, p.transports
       FROM admin_passkeys p JOIN admins a ON a.id = p.admin_id
      WHERE p.credential_id = $1 AND a.disabled_at IS NULL`,
    [credentialId],
  );
  if (!row) return undefined;
  const { credentialId: id, publicKey, counter, transports, ...account } = row;
  const credential = {
    id,
    publicKey: new Uint8Array(Buffer.from(publicKey, 'base64')),
    counter: Number(counter),
    transports,
  };
  return { ...account, credential };
}

interface StoredCredentialRow {
  credentialId: string;
  publicKey: string;
  counter: string;
  transports: string[];
}

/** Records a sign-in with the passkey: the counter its authenticator gave, and when. */
export async function usePasskey(db: Queryable, id: number, counter: number): Promise<void> {
  await db.write('UPDATE admin_passkeys SET counter = $2, last_used_at = now() WHERE id = $1', [
    id,
    counter,
  ]);
}
