/** What the limits on guessing a password answer (docs/api.md#your-own-account). */
import type { LightMyRequestResponse } from 'fastify';

import { answer, failure } from './testApp';

/** The 429 of one guess too many at an admin's current password, with when to try again. */
export function expectTooManyPasswordAttempts(response: LightMyRequestResponse) {
  expect(answer(response)).toEqual({
    status: 429,
    body: failure({
      success: false,
      message: expect.stringMatching(
        /^Too many password attempts\. Please try again in \d+ seconds?\.$/,
      ),
    }),
  });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}
