/**
 * The reference server's wallet payments (docs/decisions.md#content-on-the-server) over MSW, for
 * the server-mode tests of Wallet Management: the paged list searched by receiver, note or
 * transaction ID and sorted, and writes that honour If-Match (409 with the payment as it is now),
 * refuse a transaction ID already recorded (409 naming it), and are recorded.
 */
import { http, HttpResponse } from 'msw';
import type { WalletPayment } from '../../contract/wallet';
import { API } from './handlers';
import { searchedPage } from './searchedPage';
import { server } from './server';
import type { VersionedWrite } from './versionedBackend';
import { done, FIRST_VERSION, refused, versionedWrite } from './versionedBackend';

export const PAYMENT = (
  id: number,
  receiver: string,
  txnId: string,
  changes: Partial<WalletPayment> = {},
): WalletPayment => ({
  id,
  receiver,
  note: 'Refund for cancelled eSIM order',
  txnId,
  date: '2026-11-18',
  amount: 1499.5,
  screenshot: `/media/payment-${id}.png`,
  ...FIRST_VERSION,
  ...changes,
});

/** What the search looks in. */
const SEARCHED = ['receiver', 'note', 'txnId'] as const;

/** What the fake server holds, and what it was asked and sent. */
function walletOf(payments: readonly WalletPayment[]) {
  const backend = {
    payments: payments.map((payment) => ({ ...payment })),
    asked: [] as Record<string, string>[],
    writes: [] as VersionedWrite[],
    /** The Authorization header of each request for a screenshot. */
    imageAuthorizations: [] as (string | null)[],
    /** Another admin's change to the payment with `id`, made without this screen knowing. */
    changeElsewhere(id: number, changes: Partial<WalletPayment>) {
      const row = backend.payments.find((payment) => payment.id === id);
      if (row) Object.assign(row, changes, { version: row.version + 1 });
    },
    /** The 409 of a transaction ID that another payment than `id` has, naming its field. */
    duplicate(txnId: unknown, id?: number) {
      const key = String(txnId).trim().toLowerCase();
      const other = backend.payments.find(
        (payment) => payment.id !== id && payment.txnId.toLowerCase() === key,
      );
      return (
        other &&
        refused(`Transaction ID ${other.txnId} is already recorded.`, 409, { field: 'txnId' })
      );
    },
  };
  return backend;
}

type Body = Partial<WalletPayment>;

const BASE = `${API}/admin/wallet-payment`;

/** Serves these payments; answers what it holds, was asked and was sent. */
export function serveWallet(payments: readonly WalletPayment[]) {
  const backend = walletOf(payments);
  server.use(
    // A screenshot, as the reference server serves it: to a signed-in admin only.
    http.get(`${API}/media/:file`, ({ request, params }) => {
      const authorization = request.headers.get('authorization');
      backend.imageAuthorizations.push(authorization);
      if (!authorization?.startsWith('Bearer ')) {
        return refused('Authentication required. Please login again.', 401);
      }
      return new HttpResponse(`bytes of ${String(params.file)}`, {
        headers: { 'content-type': 'image/png', 'cache-control': 'private, no-store' },
      });
    }),
    http.get(`${API}/admin/wallet-payments`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      backend.asked.push(Object.fromEntries(params));
      const { items, pagination } = searchedPage(backend.payments, params, (row, q) =>
        SEARCHED.some((field) => row[field].toLowerCase().includes(q)),
      );
      return HttpResponse.json({ success: true, walletPayments: items, pagination });
    }),
    http.post(`${BASE}/create`, async ({ request }) => {
      const body = (await request.json()) as WalletPayment;
      const path = new URL(request.url).pathname;
      backend.writes.push({ method: 'POST', path, ifMatch: null, body });
      const refusal = backend.duplicate(body.txnId);
      if (refusal) return refusal;
      const id = Math.max(0, ...backend.payments.map((payment) => payment.id)) + 1;
      backend.payments.push({ ...PAYMENT(id, body.receiver, body.txnId), ...body });
      return done('Wallet payment created successfully!', 201);
    }),
    http.put(
      `${BASE}/update/:id`,
      versionedWrite(
        backend.writes,
        () => backend.payments,
        (row, body: Body) => {
          const refusal = backend.duplicate(body.txnId, row.id);
          if (refusal) return refusal;
          Object.assign(row, body, { version: row.version + 1 });
          return done('Wallet payment updated successfully!');
        },
      ),
    ),
    http.delete(
      `${BASE}/delete/:id`,
      versionedWrite(
        backend.writes,
        () => backend.payments,
        (row) => {
          backend.payments.splice(backend.payments.indexOf(row), 1);
          return done('Wallet payment deleted successfully!');
        },
      ),
    ),
  );
  return backend;
}
