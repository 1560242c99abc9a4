/**
 * The spec's columns and required-field messages of screens kept on the server
 * (docs/requirements.md#notification-management, docs/requirements.md#banner-management,
 * docs/requirements.md#wallet-management), which both test suites check to the letter: the screens' jest kits and the browser specs' descriptors
 * (e2e/pages/serverScreens.ts). Plain data, so that both can read it.
 */

export const NOTIFICATION_TEXTS = {
  columns: [
    'Sr. No',
    'Image',
    'Title',
    'Description',
    'Type',
    'Notice To',
    'Created Date',
    'Status',
    'Actions',
  ],
  required: [
    'Title is required.',
    'Description is required.',
    'Type is required.',
    'Notice To is required.',
    'Notification image is required.',
  ],
} as const;

/** Also what a banner's position below 1 is told. */
const POSITION_REQUIRED = 'Valid position number is required.';

export const BANNER_TEXTS = {
  columns: [
    'Position',
    'Desktop Image',
    'Mobile Image',
    'Title',
    'Description',
    'Redirect URL',
    'Status',
    'Actions',
  ],
  required: [
    POSITION_REQUIRED,
    'Title is required.',
    'Description is required.',
    'Desktop image is required.',
    'Mobile image is required.',
  ],
  positionRequired: POSITION_REQUIRED,
} as const;

export const SERVER_WALLET_TEXTS = {
  columns: [
    'Sr. No',
    'Receiver Name',
    'Note',
    'Trans. ID',
    'Date',
    'Amount (₹)',
    'Screenshot',
    'Actions',
  ],
  required: [
    'Receiver name is required.',
    'Note is required.',
    'Transaction ID is required.',
    'Date is required.',
    'Amount is required.',
    'Screenshot is required.',
  ],
} as const;
