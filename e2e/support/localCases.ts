/**
 * Each local-only screen's own data for the shared flow (localFlow.ts) and its dialogs' scans:
 * the rows it writes, what its list then shows, and the steps it alone has.
 */
import { expect } from '@playwright/test';
import { ADMINS, BLOGS, CATEGORIES, PRODUCTS, WALLET } from '../pages/localScreens';
import { AdminLayout } from '../pages/AdminLayout';
import { CrudPage } from '../pages/CrudPage';
import { createRow, withImages } from './crudSteps';
import { FIRST_BLOG } from './keptCases';
import { localCase } from './localFlow';

export const LOCAL_CASES = [
  localCase({
    title: 'Product Management: create, edit, delete; a reload empties the list',
    screen: PRODUCTS,
    inTabOnlyWithTabScreens: true,
    // A product's category is one of Manage Categories', kept in the same tab: made there first,
    // through the sidebar (a reload would empty the tab).
    async before(page, testInfo) {
      const layout = new AdminLayout(page);
      await layout.open('Manage Categories');
      const categories = new CrudPage(page, CATEGORIES);
      for (const [name, image] of [
        ['eSIM', 'teal'],
        ['Gift Card', 'orange'],
      ] as const) {
        await createRow(
          categories,
          withImages(CATEGORIES, { name, status: 'Active', image }, testInfo),
        );
      }
      await layout.open('Product Management');
    },
    create: { name: 'Japan eSIM 10 GB', category: 'eSIM', price: '1299', stock: 'In Stock' },
    created: ['eSIM', '₹1,299.00', 'In Stock'],
    edit: {
      name: 'Japan eSIM 20 GB',
      category: 'Gift Card',
      price: '1899.5',
      stock: 'Out of Stock',
    },
    edited: ['Gift Card', '₹1,899.50', 'Out of Stock'],
    second: { name: 'Gift Card 500', category: 'eSIM', price: '500', stock: 'In Stock' },
  }),

  localCase({
    title: 'Admin Management: create, edit, delete; a reload empties the list',
    screen: ADMINS,
    inTabOnlyWithTabScreens: true,
    // An address that is not one keeps the form open, the field marked invalid.
    async refuse(crud) {
      await crud.fill({ name: 'Meera Nair', email: 'not-an-email' });
      await crud.submitCreate();
      await expect(crud.createDialog).toBeVisible();
      await expect(crud.field(crud.createDialog, 'email')).toHaveAttribute('aria-invalid', 'true');
    },
    create: { name: 'Meera Nair', email: 'meera.nair@travelsim.in', role: 'Admin' },
    created: ['meera.nair@travelsim.in'],
    edit: { name: 'Meera N. Nair', email: 'meera@travelsim.in', role: 'Super Admin' },
    edited: ['meera@travelsim.in', 'Super Admin'],
    second: { name: 'Arjun Rao', email: 'arjun@travelsim.in', role: 'Admin' },
  }),

  localCase({
    title:
      'Manage Categories: create with an image, view it, edit, delete; a reload empties the list',
    screen: CATEGORIES,
    inTabOnlyWithTabScreens: true,
    create: { name: 'Travel eSIMs', status: 'Active', image: 'teal' },
    created: ['Active'],
    // No new image: the View Image dialog still shows the first one.
    edit: { name: 'Travel SIM Cards', status: 'Inactive' },
    edited: ['Inactive'],
    second: { name: 'Gift Cards', status: 'Active', image: 'orange' },
  }),

  localCase({
    title:
      'Wallet Management: upload, view, edit keeping the screenshot, delete; a reload empties the list',
    screen: WALLET,
    inTabOnlyWithTabScreens: true,
    // Text fields are trimmed on submit.
    create: {
      receiver: '  Priya Sharma  ',
      note: ' Refund for order 1042 ',
      txnId: ' TXN-778899 ',
      date: '2026-11-20',
      amount: '750',
      screenshot: 'indigo',
    },
    created: ['Priya Sharma', 'Refund for order 1042', 'Nov 20, 2026'],
    async afterCreate(crud, row) {
      expect(await (await crud.table.cell(row, 'Receiver Name')).innerText()).toBe('Priya Sharma');
    },
    editShows: [WALLET.keepScreenshot],
    edit: { note: 'Refund for order 1043' },
    edited: ['Refund for order 1043'],
    second: {
      receiver: 'Rohan Iyer',
      note: 'Wallet top-up',
      txnId: 'TXN-100200',
      date: '2026-11-21',
      amount: '300',
      screenshot: 'pink',
    },
  }),

  localCase({
    title: 'Blog Management: upload, edit, delete; a reload empties the list',
    screen: BLOGS,
    inTabOnlyWithTabScreens: true,
    ...FIRST_BLOG,
    edit: {
      title: 'Six tips for your Japan eSIM',
      description: 'Updated for 2027.',
      category: 'eSIM',
      status: 'Published',
      date: '2026-11-19',
    },
    edited: ['Published', 'eSIM'],
    // The image is optional.
    second: {
      title: 'Gift cards explained',
      description: 'How our gift cards work.',
      category: 'Travel',
      status: 'Published',
      date: '2026-11-20',
    },
  }),
];
