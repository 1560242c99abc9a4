import { resourceWriteCases } from '@/testing/resourceWriteCases';
import { NOTIFICATION_SCREEN } from '@/testing/notificationsTestKit';

describe('Notification Management: the writes every managed resource has', () => {
  resourceWriteCases(NOTIFICATION_SCREEN);
});
