import { unsavedEditsCases } from '@/testing/unsavedEditsCases';
import { NOTIFICATION_SCREEN } from '@/testing/notificationsTestKit';

describe('Notification Management: unsaved edits outlive the page', () => {
  unsavedEditsCases(NOTIFICATION_SCREEN);
});
