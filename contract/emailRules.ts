/**
 * Whether an e-mail address is one the server takes (docs/api.md#visible-text-and-normal-forms),
 * and its refusal in the server's words: the sign-in's, the accounts' and the forms' one rule.
 * Plain functions with no schema, so that the web app checks with the very rule the server
 * applies; apart from contract/text.ts, which the sign-in page loads before this checker is needed.
 */
import isEmail from 'validator/lib/isEmail';

import { EMAIL_MESSAGES } from './accountRules';
import { emailFault, normalEmail } from './text';

/** A lone UTF-16 surrogate: isEmail throws on one (it encodes the address as a URI). */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/**
 * An address in its normal form (contract/text.ts) that the `validator` package's isEmail takes,
 * with no invisible character and no part mixing scripts.
 */
export const isEmailAddress = (normal: string): boolean =>
  !LONE_SURROGATE.test(normal) && isEmail(normal) && emailFault(normal) === undefined;

/**
 * Why the server refuses a typed address, as it says it under the field `email`, or undefined
 * when it takes it: what its normal form cannot hide, else any address that is none.
 */
export function emailRefusal(typed: string): string | undefined {
  const normal = normalEmail(typed);
  const fault = emailFault(normal);
  if (fault) return `email ${fault}`;
  return isEmailAddress(normal) ? undefined : EMAIL_MESSAGES.invalid;
}
