/**
 * The local-only screens (docs/requirements.md#1-product-and-users), lists kept in this tab's
 * memory: their names, forms and messages, to the letter.
 */
import type { CrudScreen } from './CrudPage';
import { SERVER_WALLET_TEXTS } from '../../src/testing/serverScreenTexts';
import { date, file, number, placeholder, search, select, textbox } from './form';

const DATA_URL = /^data:image\/png;base64,/;

export const PRODUCTS = {
  path: '/product-management',
  title: 'Product Management',
  grid: 'Products',
  empty: 'No products found',
  addButton: 'Add Product',
  createTitle: 'Add Product',
  createSubmit: 'Add Product',
  editTitle: 'Edit Product',
  editSubmit: 'Save Changes',
  confirmTitle: 'Delete product?',
  rowNoun: 'product',
  fields: {
    name: textbox('Product Name'),
    // One of Manage Categories', found by name.
    category: search('Category'),
    price: number('Price (₹)'),
    stock: select('Stock', ['In Stock', 'Out of Stock']),
  },
  nameField: 'name',
  required: ['Product name is required.', 'Category is required.', 'Price is required.'],
} as const satisfies CrudScreen;

export const ADMINS = {
  path: '/admin-management',
  title: 'Admin Management',
  grid: 'Admins',
  empty: 'No admins found',
  addButton: 'Add Admin',
  createTitle: 'Add Admin',
  createSubmit: 'Add Admin',
  editTitle: 'Edit Admin',
  editSubmit: 'Save Changes',
  confirmTitle: 'Delete admin?',
  rowNoun: 'admin',
  fields: {
    name: textbox('Name'),
    email: textbox('Email'),
    role: select('Role', ['Admin', 'Super Admin']),
  },
  nameField: 'name',
  required: [],
} as const satisfies CrudScreen;

/** Manage Categories, with the View Image dialog. */
export const CATEGORIES = {
  path: '/manage-categories',
  title: 'Manage Categories',
  grid: 'Categories',
  empty: 'No categories found',
  addButton: 'Add Category',
  createTitle: 'Add Category',
  createSubmit: 'Add Category',
  editTitle: 'Edit Category',
  editSubmit: 'Save Changes',
  confirmTitle: 'Delete category?',
  rowNoun: 'category',
  fields: {
    name: textbox('Category Name'),
    status: select('Status', ['Active', 'Inactive']),
    image: file('Category Image'),
  },
  nameField: 'name',
  required: ['Category name is required.', 'Image is required.'],
  tooLarge: { image: 'Image must be smaller than 5MB.' },
  imageSrc: DATA_URL,
  viewer: { button: (name) => `View Image of category ${name}`, title: (name) => name },
} as const satisfies CrudScreen;

/** Wallet Management: the payment upload form and View screenshot. */
export const WALLET = {
  path: '/wallet-management',
  title: 'Wallet Management',
  grid: 'Wallet transactions',
  empty: 'No transactions found',
  addButton: 'Upload Payment',
  createTitle: 'Upload Payment',
  createSubmit: 'Upload Payment',
  editTitle: 'Edit Payment',
  editSubmit: 'Save Changes',
  confirmTitle: 'Delete transaction?',
  rowNoun: 'transaction',
  fields: {
    receiver: textbox('Receiver Name'),
    note: textbox('Payment Note'),
    txnId: placeholder('TXN-123456'),
    date: date('Date'),
    amount: number('Amount (₹)'),
    screenshot: file('Payment Screenshot'),
  },
  nameField: 'txnId',
  required: SERVER_WALLET_TEXTS.required,
  tooLarge: { screenshot: 'Image must be smaller than 5MB.' },
  imageSrc: DATA_URL,
  viewer: {
    button: (txnId) => `View screenshot for ${txnId}`,
    title: (txnId) => `Payment screenshot for ${txnId}`,
  },
  /** What the edit form says under the screenshot while no new one is chosen. */
  keepScreenshot: 'Keeping existing screenshot (no need to re-upload)',
} as const satisfies CrudScreen & { keepScreenshot: string };

export const BLOGS = {
  path: '/blog-management',
  title: 'Blog Management',
  grid: 'Blogs',
  empty: 'No blogs found.',
  addButton: '+ Upload Blog',
  createTitle: 'Upload Blog',
  createSubmit: 'Upload Blog',
  editTitle: 'Edit Blog',
  editSubmit: 'Update Blog',
  confirmTitle: 'Delete blog?',
  rowNoun: 'blog',
  fields: {
    title: textbox('Title'),
    description: textbox('Description'),
    category: select('Category', ['Travel', 'Technology', 'eSIM', 'Tips']),
    status: select('Status', ['Draft', 'Published']),
    date: date('Date'),
    image: file('Image'),
  },
  nameField: 'title',
  required: [],
  rowImages: { image: (title) => `Thumbnail of ${title}` },
  imageSrc: DATA_URL,
} as const satisfies CrudScreen;
