/**
 * What `npm run screenshots` (e2e/screenshots.ts) shows of each create/edit screen: the rows it
 * adds first, its list, and one of its dialogs.
 */
import type { ScreenLabel } from '../pages/AdminLayout';
import type { CrudScreen } from '../pages/CrudPage';
import { ADMIN_ACCOUNTS } from '../pages/AdminAccountsPage';
import { BLOGS, CATEGORIES, PRODUCTS, WALLET } from '../pages/localScreens';
import { BANNERS, NOTIFICATIONS } from '../pages/serverScreens';
import type { CaseValues } from './crudSteps';

export interface CrudShot<S extends CrudScreen = CrudScreen> {
  label: ScreenLabel;
  screen: S;
  rows: readonly CaseValues<S>[];
  /** The picture of the list. */
  list: string;
  /**
   * The picture of the create form, empty or filled (and then sent: the list is shot after
   * it), or of the first row's edit form.
   */
  dialog: { name: string; form: 'create' | 'edit' | CaseValues<S>; send?: boolean };
}

const crudShot = <S extends CrudScreen>(shot: CrudShot<S>) => shot as unknown as CrudShot;

const PRODUCT_ROWS: CaseValues<typeof PRODUCTS>[] = [
  { name: 'Japan eSIM 10 GB / 30 days', category: 'eSIM', price: '1299', stock: 'In Stock' },
  { name: 'Amazon Gift Card ₹1,000', category: 'Gift Card', price: '1000', stock: 'In Stock' },
  {
    name: 'Phone protection, 1 year',
    category: 'Device Coverage',
    price: '2499',
    stock: 'Out of Stock',
  },
];

const CATEGORY_ROWS: CaseValues<typeof CATEGORIES>[] = [
  { name: 'Travel eSIMs', status: 'Active', image: 'teal' },
  { name: 'Gift Cards', status: 'Active', image: 'orange' },
  { name: 'Device Coverage', status: 'Inactive', image: 'indigo' },
];

export const CRUD_SHOTS: CrudShot[] = [
  crudShot({
    label: 'Product Management',
    screen: PRODUCTS,
    rows: PRODUCT_ROWS,
    list: 'product-management',
    dialog: { name: 'product-edit-dialog', form: 'edit' },
  }),
  crudShot({
    label: 'Admin Management',
    // The server's accounts (the shipped screens: 'server'): the start-up Super Admin is listed,
    // and a create would open the one-time password's dialog over the list.
    screen: ADMIN_ACCOUNTS,
    rows: [],
    list: 'admin-management',
    dialog: { name: 'admin-create-dialog', form: 'create' },
  }),
  crudShot({
    label: 'Manage Categories',
    screen: CATEGORIES,
    rows: CATEGORY_ROWS,
    list: 'manage-categories',
    dialog: { name: 'category-edit-dialog', form: 'edit' },
  }),
  crudShot({
    label: 'Wallet Management',
    screen: WALLET,
    rows: [],
    list: 'wallet-management',
    dialog: {
      name: 'wallet-upload-dialog',
      form: {
        receiver: 'Priya Sharma',
        note: 'Refund for order 1042',
        txnId: 'TXN-778899',
        date: '2026-11-20',
        amount: '750',
        screenshot: 'pink',
      },
      send: true,
    },
  }),
  crudShot({
    label: 'Blog Management',
    screen: BLOGS,
    rows: [],
    list: 'blog-management',
    dialog: {
      name: 'blog-upload-dialog',
      form: {
        title: 'Five tips for your Japan eSIM',
        description: 'Install it before you fly, keep data roaming on, and check your balance.',
        category: 'Tips',
        status: 'Published',
        date: '2026-11-18',
        image: 'teal',
      },
      send: true,
    },
  }),
  crudShot({
    label: 'Notification Management',
    screen: NOTIFICATIONS,
    rows: [],
    list: 'notification-management',
    dialog: {
      name: 'notification-create-dialog',
      form: {
        title: 'Diwali offer',
        description: '20% off every Asia eSIM until Sunday.',
        type: 'Promotional',
        noticeTo: 'Customers',
        image: 'orange',
      },
    },
  }),
  crudShot({
    label: 'Banner Management',
    screen: BANNERS,
    rows: [],
    list: 'banner-management',
    dialog: { name: 'banner-edit-dialog', form: 'edit' },
  }),
];
