/**
 * A sign-in with an unknown e-mail checks its password against a dummy hash, so that it takes as
 * long as one with a known e-mail. Rather than time it, this checks that the dummy check derives
 * a key exactly as a real check does: one scrypt, at the same parameters.
 */
import crypto from 'node:crypto';

import { hashPassword, verifyAgainstDummy, verifyPassword } from '../src/auth/password';

afterEach(() => jest.restoreAllMocks());

/** The key length and options of each scrypt that `check` runs. */
async function derivations(check: () => Promise<unknown>): Promise<unknown[]> {
  const scrypt = jest.spyOn(crypto, 'scrypt');
  await check();
  const calls = scrypt.mock.calls.map(([, , keyLength, options]) => ({ keyLength, options }));
  scrypt.mockRestore();
  return calls;
}

it('checks a password against the dummy hash as it checks one against a stored hash', async () => {
  const stored = await hashPassword('the right one');

  const real = await derivations(() => verifyPassword('a guess', stored));
  const dummy = await derivations(() => verifyAgainstDummy('a guess'));

  expect(real).toHaveLength(1);
  expect(dummy).toEqual(real);
});

it('never accepts a password against the dummy hash', async () => {
  await expect(verifyAgainstDummy('')).resolves.toBe(false);
  await expect(verifyAgainstDummy('the right one')).resolves.toBe(false);
});

it('derives nothing as it loads', () => {
  const scrypt = jest.spyOn(crypto, 'scrypt');
  jest.isolateModules(() => {
    jest.requireActual('../src/auth/password');
  });
  expect(scrypt).not.toHaveBeenCalled();
});
