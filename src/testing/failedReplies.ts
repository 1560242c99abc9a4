import { HttpResponse } from 'msw';

/** A failed answer as an `it.each` row: the case's name, the reply, the reason the screen shows. */
export type FailedReply = readonly [string, () => Response, string];

/**
 * The failed answers every screen reports alike: a refusal with the server's message,
 * `success: false` without one, and no answer at all, the last two read as `fallback`.
 */
export const failedReplies = (
  fallback: string,
  refusal: { message: string; status: number },
): FailedReply[] => [
  [
    "the server's message",
    () =>
      HttpResponse.json({ success: false, message: refusal.message }, { status: refusal.status }),
    refusal.message,
  ],
  [
    `'${fallback}' for success false without a message`,
    () => HttpResponse.json({ success: false }),
    fallback,
  ],
  [`'${fallback}' when no answer comes`, () => HttpResponse.error(), fallback],
];
