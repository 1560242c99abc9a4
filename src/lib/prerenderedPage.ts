// The markers the page sent as HTML carries until its code takes it over
// (docs/decisions.md#login-first).

/** On #root while it holds the sign-in page as the build rendered it, not yet taken over. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * On #root too when the admin submitted the form before React had taken it over: the submit was
 * held (a plain HTML submit would put the password in the address) and is made once it has.
 */
export const SUBMIT_HELD_ATTRIBUTE = 'data-submit-held';

/**
 * On <html>, set by the entry (main.tsx) to 'sign-in' when this visit opens on the sign-in page:
 * the prerendered page is hidden until then, so an admin already signed in never sees it.
 */
export const FIRST_PAGE_ATTRIBUTE = 'data-first-page';

/**
 * The User Timing mark made when the sign-in page's code has taken the page over: from then on
 * React answers the form (`npm run bench` reads it).
 */
export const SIGN_IN_PAGE_READY_MARK = 'sign-in-page-ready';
