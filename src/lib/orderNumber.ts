/**
 * An order's short number (the shop's `airlo_order_id`: 1049913), which admins and customers
 * say where the 20-character id is hard to read: shown beside the id wherever an order is named,
 * and searched as the id is.
 */
export const orderNumberText = ({ airlo_order_id }: { airlo_order_id?: string | null }) =>
  airlo_order_id ? `No. ${airlo_order_id}` : '';
