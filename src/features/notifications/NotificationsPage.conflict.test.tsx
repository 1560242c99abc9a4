import { resourceConflictCases } from '@/testing/resourceConflictCases';
import { NOTIFICATION_SCREEN } from '@/testing/notificationsTestKit';

describe('Notification Management: a notification changed by another admin meanwhile', () => {
  resourceConflictCases(NOTIFICATION_SCREEN);
});
