/**
 * A kept page of GET /admin/orders as sent: written and compressed once while it is kept, and
 * anew once the table changes.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { insertPagedOrders } from './support/pagedOrders';
import { orderIds, useShop, type PagedOrder } from './support/shop';

const { clearShop, get, server } = useShop();

describe('a kept page as sent', () => {
  beforeAll(async () => {
    await clearShop();
    await insertPagedOrders(server.db);
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)(
    'sends a kept page as %s, the same bytes when asked again, and anew after a write',
    async (encoding, decompress) => {
      const url = '/admin/orders?pageSize=3&q=order0';
      const plain = await get(url);
      const first = await get(url, { 'accept-encoding': encoding });
      const again = await get(url, { 'accept-encoding': encoding });
      expect(first.headers['content-encoding']).toBe(encoding);
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(first.headers.vary).toMatch(/accept-encoding/i);
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      const answer = plain.json<{ orders: PagedOrder[] }>();
      expect(JSON.parse(decompress(first.rawPayload).toString())).toEqual(answer);
      expect(orderIds(answer)).toEqual(['order033', 'order032', 'order031']);

      await server.db.write(`UPDATE orders SET product_name = 'Changed' WHERE id = 'order033'`);
      const changed = await get(url, { 'accept-encoding': encoding });
      const [newest] = JSON.parse(decompress(changed.rawPayload).toString()).orders;
      expect(newest).toMatchObject({ id: 'order033', product_name: 'Changed' });
      await server.db.write(`UPDATE orders SET product_name = $1 WHERE id = 'order033'`, [
        answer.orders[0]?.product_name,
      ]);
    },
  );
});
