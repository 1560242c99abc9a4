/**
 * An e-mail address, in its normal form (contract/text.ts, put in it by http/normalForms.ts): the
 * requests' `email` format and the start-up administrator's ADMIN_EMAIL. The rule is
 * contract/emailRules.ts, which the web app's forms apply too.
 */
export { isEmailAddress } from '../../../contract/emailRules';
