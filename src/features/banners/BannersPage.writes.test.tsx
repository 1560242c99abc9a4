import { resourceWriteCases } from '@/testing/resourceWriteCases';
import { BANNER_SCREEN } from '@/testing/bannersTestKit';

describe('Banner Management: the writes every managed resource has', () => {
  resourceWriteCases(BANNER_SCREEN);
});
