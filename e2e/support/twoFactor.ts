/** Two-factor sign-in through the API, for the walks that start from an account that has it. */
import { expect, type APIRequestContext } from '@playwright/test';
import { totpCode } from '../../server/test/support/totpCodes';

/** Turns two-factor sign-in on for the admin of `token`: its key, as the app would hold it. */
export async function turnOnByApi(request: APIRequestContext, token: string): Promise<string> {
  const headers = { Authorization: `Bearer ${token}` };
  const setup = await request.post('/admin/profile/two-factor', { headers });
  const { secret } = (await setup.json()) as { secret: string };
  const on = await request.put('/admin/profile/two-factor', {
    headers,
    data: { code: totpCode(secret, Date.now()) },
  });
  expect(on.status()).toBe(200);
  return secret;
}
