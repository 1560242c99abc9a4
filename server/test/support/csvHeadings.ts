/**
 * The CSV exports' heading rows, the lists' columns as they read on screen: the server's export
 * (server tests) and the file the browser saves (e2e) are both held to them.
 */
export const ORDER_CSV_HEADINGS = [
  'Order ID',
  'User',
  'Email',
  'Product',
  'Coverage',
  'Amount',
  'Status',
  'Date',
];

export const USER_CSV_HEADINGS = ['User ID', 'Full Name', 'Email', 'Admin', 'Role', 'Joined'];
