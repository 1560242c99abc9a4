/**
 * Two-factor sign-in's plain values (docs/api.md#two-factor-sign-in): the codes' parameters, the
 * number of recovery codes and the server's texts, with no schema, so that the web app shows the
 * very words the server answers without loading the schemas of contract/twoFactor.ts.
 */

export const TOTP = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
/** The recovery codes shown once when two-factor sign-in is turned on. */
export const RECOVERY_CODE_COUNT = 10;

export const TWO_FACTOR_MESSAGES = {
  enterCode: 'Enter the code from your authenticator app.',
  wrongCode: 'That code is not right. Enter the current code from your authenticator app.',
  challengeEnded: 'Your sign-in has expired. Enter your email and password again.',
  noSetup: 'Start setting up two-factor sign-in first.',
  alreadyOn: 'Two-factor sign-in is already on.',
  codeRequired: 'Code is required.',
  requiredOn: 'Two-factor sign-in is now required of every account.',
  requiredOff: 'Two-factor sign-in is no longer required.',
  ownFirst: 'Turn on your own two-factor sign-in before you require it of every account.',
  alreadyOff: 'Two-factor sign-in is already off.',
  requiredStaysOn:
    'Two-factor sign-in is required of every account: it cannot be turned off while it is.',
  turnedOff: 'Two-factor sign-in is off. Your password alone now signs you in.',
};
