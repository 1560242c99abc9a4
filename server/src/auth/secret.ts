import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { StartupError } from '../lib/startupError';

/**
 * The JWT signing key kept in dataDir/jwt-secret, created on the first start so that tokens
 * survive a restart without any setup. Readable by the owner only.
 */
export async function loadOrCreateJwtSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'jwt-secret');
  // With DATABASE_URL set, nothing else has created the folder.
  await mkdir(dataDir, { recursive: true });
  try {
    await writeFile(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = (await readFile(file, 'utf8')).trim();
  if (secret.length < 32) {
    throw new StartupError(
      `${file} holds no usable secret: delete it to have a new one generated.`,
    );
  }
  return secret;
}
