/**
 * Passkeys (WebAuthn, docs/api.md#passkeys): an account's passkeys, each named, added through the
 * browser's prompt with the server's one-time options, and a sign-in with one, which needs no
 * password and counts as both factors. The browser's answers travel as the JSON of
 * @simplewebauthn/browser (base64url bytes), checked in full by the server's library.
 */
import { Type, type Static, type TProperties } from '@sinclair/typebox';

import { currentPasswordSchema } from './admins';
import { bodySchema, envelope, requiredText, stringEnum } from './common';
import { PASSKEY_MESSAGES, PASSKEY_NAME_MAX } from './passkeyRules';

export { PASSKEY_MESSAGES, PASSKEY_NAME_MAX } from './passkeyRules';

export const passkeySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  createdAt: Type.String(),
  lastUsedAt: Type.Union([Type.String(), Type.Null()], {
    description: 'When it last signed in; null when never.',
  }),
});
export type Passkey = Static<typeof passkeySchema>;

export const passkeyListReplySchema = Type.Object({ ...envelope, data: Type.Array(passkeySchema) });
export type PasskeyListReply = Static<typeof passkeyListReplySchema>;

export const passkeyReplySchema = Type.Object({ ...envelope, data: passkeySchema });
export type PasskeyReply = Static<typeof passkeyReplySchema>;

const bytes = (description: string) =>
  Type.String({ maxLength: 16_384, pattern: '^[A-Za-z0-9_-]*$', description });

/** The browser's answer to the prompt: a new credential's, or a signature's. */
const credentialResponse = <T extends TProperties>(response: T) =>
  Type.Object(
    {
      id: bytes('The credential id, base64url.'),
      rawId: bytes('The same.'),
      type: Type.Literal('public-key'),
      response: Type.Object({ clientDataJSON: bytes('base64url'), ...response }),
      clientExtensionResults: Type.Object({}),
      authenticatorAttachment: Type.Optional(stringEnum(['platform', 'cross-platform'] as const)),
    },
    { description: "The browser's answer, as @simplewebauthn/browser gives it." },
  );

/**
 * POST /admin/profile/passkeys/options: the current password. A passkey signs in alone, so a
 * session's token, taken, must not be enough to add one; the password is asked before the
 * browser's prompt, so a wrong one leaves no passkey on the device that the server never kept.
 */
export const passkeyOptionsBodySchema = bodySchema({ currentPassword: currentPasswordSchema });
export type PasskeyOptionsBody = Static<typeof passkeyOptionsBodySchema>;

export const passkeyAddBodySchema = bodySchema({
  name: requiredText(PASSKEY_NAME_MAX, PASSKEY_MESSAGES.nameRequired, {
    description: 'Its name in the list, such as the device it is on.',
  }),
  response: credentialResponse({
    attestationObject: bytes('base64url'),
    transports: Type.Optional(Type.Array(Type.String({ maxLength: 32 }), { maxItems: 10 })),
  }),
});
export type PasskeyAddBody = Static<typeof passkeyAddBodySchema>;

export const passkeySignInBodySchema = bodySchema({
  response: credentialResponse({
    authenticatorData: bytes('base64url'),
    signature: bytes('base64url'),
    userHandle: Type.Optional(bytes('base64url')),
  }),
});
export type PasskeySignInBody = Static<typeof passkeySignInBodySchema>;

/** The browser prompt's options: PublicKeyCredentialCreationOptionsJSON or ...RequestOptionsJSON. */
export const passkeyOptionsReplySchema = Type.Object(
  {
    challenge: Type.String(),
    rpId: Type.Optional(Type.String()),
    rp: Type.Optional(Type.Object({ id: Type.Optional(Type.String()), name: Type.String() })),
  },
  {
    additionalProperties: true,
    description:
      "Handed as they are to @simplewebauthn/browser's startRegistration or startAuthentication.",
  },
);
