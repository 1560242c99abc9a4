/**
 * Wallet Management kept on the reference server (`screens: 'server'`,
 * docs/decisions.md#content-on-the-server): the specification's names, form and messages, the
 * amount beside the date, the server's snackbars, and the screenshot served from its media.
 */
import type { ServerScreen } from './serverScreens';
import { WALLET } from './localScreens';

export const SERVER_WALLET = {
  ...WALLET,
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
  // Served from the server's media, not kept as a data URL.
  imageSrc: /\/media\//,
  snackbars: {
    created: 'Wallet payment created successfully!',
    updated: 'Wallet payment updated successfully!',
    deleted: 'Wallet payment deleted successfully!',
  },
} as const satisfies ServerScreen;
