/**
 * Migration 022: the admins' e-mails and the transaction IDs written before the API put them in
 * their normal form (contract/text.ts) are put in it too, the one a look-alike of another keeps
 * as it was (the unique indexes hold), so that signing in and the "already recorded" check find
 * them. Run again on rows written as they once could be.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { MIGRATIONS_DIR } from '../src/db/migrate';
import { normalEmail, normalIdentifier } from '../../contract/text';
import { useTestDb } from './support/lifecycle';

const test = useTestDb();
const SCREENSHOT = `${'0'.repeat(32)}.png`;

const runMigration = async () =>
  test.db.exec(await readFile(path.join(MIGRATIONS_DIR, '022_normal_forms.sql'), 'utf8'));

async function column(table: string, name: string): Promise<string[]> {
  const rows = await test.db.query<{ value: string }>(
    `SELECT ${name} AS value FROM ${table} ORDER BY id`,
  );
  return rows.map(({ value }) => value);
}

it('puts the admins’ e-mails in the normal form the API writes, as contract/text.ts does', async () => {
  const emails = [
    'Alice@Shop.Test.',
    '\uff42\uff4f\uff42@shop\uff0etest',
    'carol@shop\u3002test',
    'alice@shop\uff0etest',
    'dave@shop.test',
  ];
  for (const [index, email] of emails.entries()) {
    await test.db.write(
      `INSERT INTO admins (name, email, role, password_hash) VALUES ($1, $2, 'Admin', 'x')`,
      [`Admin ${index}`, email],
    );
  }
  await runMigration();
  // The fourth is the first one's look-alike: the first took the normal form, it kept its own.
  expect(await column('admins', 'email')).toEqual([
    normalEmail(emails[0] ?? ''),
    normalEmail(emails[1] ?? ''),
    normalEmail(emails[2] ?? ''),
    'alice@shop\uff0etest',
    'dave@shop.test',
  ]);
  expect(normalEmail(emails[1] ?? '')).toBe('bob@shop.test');
});

it('puts the transaction IDs in their normal form, every dash of Unicode a hyphen-minus', async () => {
  const dashes = Array.from({ length: 0x110000 }, (_, code) => code)
    .filter((code) => code < 0xd800 || code > 0xdfff)
    .map((code) => String.fromCodePoint(code))
    .filter((character) => /\p{Pd}/u.test(character));
  const ids = [...dashes.map((dash, index) => `T${index}${dash}1`), ' \uff34\uff38\uff2e\uff11 '];
  await test.db.write(
    `INSERT INTO media (file_name, content_type, bytes) VALUES ($1, 'image/png', '')`,
    [SCREENSHOT],
  );
  for (const id of ids) {
    await test.db.write(
      `INSERT INTO wallet_payments (receiver, note, txn_id, paid_on, amount, screenshot)
         VALUES ('R', 'N', $1, '2026-01-01', 1, $2)`,
      [id, SCREENSHOT],
    );
  }
  await runMigration();
  expect(await column('wallet_payments', 'txn_id')).toEqual(ids.map(normalIdentifier));
});
