// The markers of the sign-in page sent as HTML, until its code takes it over
// (docs/decisions.md#login-first).

/** On #root as the build renders it: the page is hidden until the entry takes the mark away. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** On #root too when a submit made before the code took over was held, to be made once it has. */
export const SUBMIT_HELD_ATTRIBUTE = 'data-submit-held';

/** Marked when the code has taken the page over: React answers the form (`npm run bench`). */
export const SIGN_IN_PAGE_READY_MARK = 'sign-in-page-ready';
