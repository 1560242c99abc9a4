import { unsavedEditsCases } from '@/testing/unsavedEditsCases';
import { BANNER_SCREEN } from '@/testing/bannersTestKit';

describe('Banner Management: unsaved edits outlive the page', () => {
  unsavedEditsCases(BANNER_SCREEN);
});
