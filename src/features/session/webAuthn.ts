/**
 * The browser's passkey prompts (@simplewebauthn/browser, docs/api.md#passkeys), in a chunk of
 * their own: the sign-in page's own script carries none of it (docs/decisions.md#login-first).
 * Loaded when the page is idle or the button is pointed at, and again (from the cache) on click;
 * what the prompts' failures say is passkeyPrompts.ts's, loaded with the app.
 */
export const loadWebAuthn = () =>
  import(/* webpackChunkName: "webauthn" */ '@simplewebauthn/browser');
