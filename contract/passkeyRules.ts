/**
 * Passkeys' plain values (docs/api.md#passkeys): the longest name and the server's texts, with
 * no schema, so that the web app shows the very words the server answers without loading the
 * schemas of contract/passkeys.ts.
 */

export const PASSKEY_NAME_MAX = 60;

export const PASSKEY_MESSAGES = {
  nameRequired: 'Passkey name is required.',
  notAdded: 'The passkey could not be added: the browser’s answer did not check out. Try again.',
  notRecognised: 'That passkey is not recognised.',
  added: 'Passkey added.',
  removed: 'Passkey removed.',
  notFound: 'Passkey not found.',
};
