/**
 * Each typed-in list kept on the server, its own data for the shared flow (keptFlow.ts): the
 * rows it writes and what its list then shows. Their walks as lists in the tab are the same
 * screens' LOCAL_CASES (localCases.ts).
 */
import { SERVER_BLOGS } from '../pages/blogScreens';
import { SERVER_CATEGORIES, SERVER_PRODUCTS } from '../pages/catalogueScreens';
import { SERVER_WALLET } from '../pages/walletScreens';
import { keptCase } from './keptFlow';

/** The first blog both walks write, kept on the server here and in the tab in LOCAL_CASES. */
export const FIRST_BLOG = {
  create: {
    title: 'Five tips for your Japan eSIM',
    description: 'Install before you fly, keep roaming on, and check your data.',
    category: 'Tips',
    status: 'Draft',
    date: '2026-11-18',
    image: 'teal',
  },
  created: ['Tips', 'Draft', '11/18/2026'],
} as const;

export const KEPT_CASES = [
  keptCase({
    title: 'Manage Categories: create with an image, view it, edit, delete',
    screen: SERVER_CATEGORIES,
    create: { name: 'Travel eSIMs', status: 'Active', image: 'teal' },
    created: ['Active'],
    edit: { name: 'Travel SIM Cards', status: 'Inactive' },
    edited: ['Inactive'],
  }),

  keptCase({
    title: 'Product Management: create in a category, edit, delete',
    screen: SERVER_PRODUCTS,
    create: { name: 'Japan eSIM 10 GB', category: 'eSIM', price: '1299', stock: 'In Stock' },
    created: ['eSIM', '₹1,299.00', 'In Stock'],
    edit: { name: 'Japan eSIM 20 GB', price: '1899.5', stock: 'Out of Stock' },
    edited: ['₹1,899.50', 'Out of Stock'],
  }),

  keptCase({
    title: 'Blog Management: upload with an image, edit, delete',
    screen: SERVER_BLOGS,
    ...FIRST_BLOG,
    edit: {
      title: 'Six tips for your Japan eSIM',
      category: 'eSIM',
      status: 'Published',
      date: '2026-11-19',
    },
    edited: ['Published', 'eSIM', '11/19/2026'],
  }),

  keptCase({
    title: 'Wallet Management: upload with a screenshot, edit keeping it, delete',
    screen: SERVER_WALLET,
    create: {
      receiver: 'Priya Sharma',
      note: 'Refund for order 1042',
      // A transaction ID is recorded once: each run (and retry, a new worker) has its own.
      txnId: `TXN-${Date.now().toString(36).toUpperCase()}`,
      date: '2026-11-20',
      amount: '750',
      screenshot: 'indigo',
    },
    created: ['Refund for order 1042', 'Nov 20, 2026', '₹750.00'],
    editShows: [SERVER_WALLET.keepScreenshot],
    edit: { note: 'Refund for order 1043', amount: '800' },
    edited: ['Refund for order 1043', '₹800.00'],
  }),
];
