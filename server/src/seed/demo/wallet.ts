/**
 * Demo wallet payments: refunds, cashbacks and payouts to Indian customers and partners over the
 * last months, each with a transaction ID, an amount in rupees and a screenshot: a small receipt
 * drawn in code, stored once per payment (a payment's delete deletes its screenshot).
 * Deterministic for a day, and fast enough for a hundred thousand rows.
 */
import type { Queryable } from '../../db/types';
import { insertWalletPayments, type WalletPaymentRecord } from '../../repositories/walletPayments';
import { DAY_MS, dayRandom, RECENT_DAYS } from './calendar';
import { receiptPicture } from './png';
import { STREAMS } from './random';
import { cells, words } from './text';

/** How many the demo shows. */
export const DEMO_WALLET_PAYMENTS = 12;

export const FIRST_NAMES = words(`
  Aarav Vivaan Aditya Arjun Rohan Kabir Dhruv Karthik Rahul Nikhil Varun Imran Joseph Ananya
  Diya Isha Kavya Priya Meera Riya Sneha Pooja Shreya Divya Lakshmi Nandini Fatima Simran
`);

export const LAST_NAMES = words(`
  Sharma Verma Gupta Patel Mehta Iyer Nair Menon Reddy Rao Kulkarni Joshi Singh Kaur Banerjee
  Das Khan Siddiqui D'Souza Fernandes Thomas Agarwal Jain Kapoor Mishra Yadav Hegde Shetty
`);

export const NOTES = cells(`
  Refund for cancelled eSIM order | Cashback on gift card purchase | Referral bonus payout |
  Refund for duplicate charge | Partner commission for the month |
  Compensation for activation delay | Refund for unused data plan | Festive offer cashback |
  Device coverage claim settlement | Wallet top-up reversal
`);

/**
 * `count` payments, the newest made on the day before `anchor`, older ones spread over
 * RECENT_DAYS; each with its screenshot's file name (32 hex digits, as insertMedia makes them).
 */
export function demoWalletPayments(count: number, anchor: Date): WalletPaymentRecord[] {
  const random = dayRandom(STREAMS.wallet, anchor);
  const start = anchor.getTime() - RECENT_DAYS * DAY_MS;
  return Array.from({ length: count }, (_, i) => {
    // Oldest first, evenly spread, so that ids follow the days as in a real wallet.
    const created = start + Math.floor(((i + random.next()) / count) * RECENT_DAYS * DAY_MS);
    // Paid on the day it was recorded, or up to three days before.
    const paid = created - random.int(0, 3) * DAY_MS;
    return {
      receiver: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`,
      note: random.pick(NOTES),
      // The index keeps them unique; the random digits make them look like a bank's.
      txn_id: `TXN-${random.digits(4)}${String(i).padStart(6, '0')}`,
      paid_on: new Date(paid).toISOString().slice(0, 10),
      amount: random.int(1, 500) * random.pick([10, 25, 50]),
      screenshot: `${random.string(32, '0123456789abcdef')}.png`,
      created_at: new Date(created).toISOString(),
    };
  });
}

/** Inserts `count` demo payments. */
export const seedWalletPayments = (tx: Queryable, count: number, anchor: Date) =>
  insertWalletPayments(tx, demoWalletPayments(count, anchor), receiptPicture());
