/**
 * The CSV files of the list cases' shop (shop.ts), newest first, as every path writes them
 * (docs/api.md#csv-export): the server's exports (server/test/listCases.test.ts) and the files
 * the web app builds from the whole lists (listCases.test.ts beside this file) must both be these
 * bytes. A value the row lacks is empty (an unknown buyer, a user without a role), never the word
 * the screen shows in its place; a moment is to the millisecond. Imports nothing: both jest
 * projects read it.
 */

const file = (lines: readonly string[]) => `\uFEFF${lines.map((line) => `${line}\r\n`).join('')}`;

export const ORDERS_CSV = file([
  'Order ID,User,Email,Product,Coverage,Amount,Status,Date',
  'ORD-12,,,Travel Adapter,Universal plug,6999, \u00a0,2026-03-09T00:00:00.000Z',
  'ORD-11,,,Travel Adapter,Universal plug,5999,  ,2026-03-08T11:00:00.000Z',
  'ORD-10,,,Travel Adapter,Universal plug,4999,"\'\t",2026-03-08T10:00:00.000Z',
  'ORD-09,Zoe Lefevre,zoe.l@example.fr,bali eSIM,Indonesia 10 GB,799,pending,2026-03-07T10:00:00.000Z',
  'ORD-08,Zoë Lefèvre,lefevre.z@example.fr,Bali eSIM,Indonesia 5 GB,799,PENDING,2026-03-06T10:00:00.000Z',
  'ORD-07,,,Global eSIM,Global 20 GB / 60 days,3999,,2026-03-05T10:00:00.000Z',
  'ORD-06,Priya Shah,shah.p@example.in,Thailand eSIM,Thailand 3 GB / 7 days,299,refunded,2026-03-04T12:00:00.000Z',
  'ord-05,Priya_Shah,priya%shah@example.in,50% off eSIM_Bundle,Global 1 GB,999,failed,2026-03-04T08:00:00.000Z',
  'ORD-04,AIMÉE Roy,roy.a@example.ca,Device Protection Plus,12 months,2999.5,pending,2026-03-03T00:00:00.000Z',
  'ORD-03,,,Amazon Gift Card ₹1000,Digital voucher,1000,,2026-03-02T23:59:59.999Z',
  'ORD-02,meera nair,nair.m@example.com,japan eSIM,Japan 5 GB / 15 days,1499,Completed,2026-03-01T09:00:00.000Z',
  'ORD-01,Meera Nair,meera@shop.in,Airalo Europe eSIM,Europe 10 GB / 30 days: ΕΛΛΑΣ & İSTANBUL,1499,completed,2026-03-01T09:00:00.000Z',
]);

export const USERS_CSV = file([
  'User ID,Full Name,Email,Admin,Role,Joined',
  'walk-in,,,No,,2026-03-07T08:00:00.000Z',
  'u08,Zoe Lefevre,zoe.l@example.fr,No,Support Lead,2026-03-06T09:00:00.000Z',
  'u07,Rohan Iyer,ROHAN@EXAMPLE.IN,No,,2026-03-05T12:00:00.000Z',
  'u05,Priya_Shah,priya%shah@example.in,No,,2026-03-04T08:00:00.750Z',
  'u06,Priya Shah,shah.p@example.in,Yes,finance,2026-03-04T08:00:00.250Z',
  'u04,AIMÉE Roy,roy.a@example.ca,No,Finance,2026-03-03T00:00:00.000Z',
  'u03,Zoë Lefèvre,lefevre.z@example.fr,No,support lead,2026-03-02T23:59:59.999Z',
  'u02,meera nair,nair.m@example.com,No,,2026-03-01T10:00:00.000Z',
  'u01,Meera Nair,meera@shop.in,Yes,Support Lead,2026-03-01T10:00:00.000Z',
]);
