import isEmail from 'validator/lib/isEmail';

import { emailFault } from '../../../contract/text';

/**
 * An e-mail address, in its normal form (contract/text.ts, put in it by http/normalForms.ts):
 * what the `validator` package's isEmail takes, with no invisible character and no part mixing
 * scripts. The requests' `email` format and the start-up administrator's ADMIN_EMAIL.
 */
export const isEmailAddress = (value: string): boolean =>
  // isEmail throws on a lone surrogate (it encodes the address as a URI): such text is no
  // address, and http/textFields.ts names it where it is not checked as one.
  value.isWellFormed() && isEmail(value) && emailFault(value) === undefined;
