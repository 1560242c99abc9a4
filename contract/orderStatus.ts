/**
 * The status filter's value for the orders the shop sent without a status (absent or blank),
 * which the screens show as 'Unknown'; any other value matches a status whole, ignoring case.
 * Apart from the query schemas, so that the web app takes it without their validator.
 */
export const MISSING_ORDER_STATUS = 'missing';
