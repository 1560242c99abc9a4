/**
 * One rule of a missing order status in the web app: the filter's 'missing' and the badge's
 * 'Unknown' answer the table of cases the server also runs against its database
 * (server/test/missingStatus.test.ts).
 */
import { MISSING_STATUS_CASES } from '@/testing/missingStatusCases';
import { isMissingStatus } from '../../contract/orderRules';
import {
  hasOrderStatus,
  MISSING_ORDER_STATUS,
  orderStatusBadge,
  UNKNOWN_STATUS,
} from './orderStatus';

describe('which order statuses are missing', () => {
  it.each(MISSING_STATUS_CASES)('%s', (_rule, status, missing) => {
    expect(isMissingStatus(status)).toBe(missing);
    expect(hasOrderStatus(status, MISSING_ORDER_STATUS)).toBe(missing);
    expect(orderStatusBadge(status).label === UNKNOWN_STATUS.label).toBe(missing);
  });
});
