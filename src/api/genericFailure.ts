/**
 * The login's failure when no answer says more (docs/requirements.md#8-errors-and-messages). Apart
 * from apiError.ts, which the app's calls need, so that the sign-in page, whose code loads first,
 * carries none of the rest (docs/decisions.md#login-first).
 */
export const GENERIC_FAILURE = 'Something went wrong';
