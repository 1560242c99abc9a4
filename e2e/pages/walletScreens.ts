/**
 * Wallet Management kept on the reference server (`screens: 'server'`,
 * docs/decisions.md#content-on-the-server): the specification's names, form and messages, the
 * amount beside the date, the server's snackbars, and the screenshot served from its media to the
 * signed-in admin only.
 */
import type { ServerScreen } from './serverScreens';
import { SERVER_WALLET_TEXTS } from '../../src/testing/serverScreenTexts';
import { WALLET } from './localScreens';

export const SERVER_WALLET = {
  ...WALLET,
  columns: SERVER_WALLET_TEXTS.columns,
  // Fetched from the server's media with the admin's token, shown from a blob URL: the server
  // gives a proof of payment to a signed-in admin only (docs/api.md#images).
  imageSrc: /^blob:/,
  snackbars: {
    created: 'Wallet payment created successfully!',
    updated: 'Wallet payment updated successfully!',
    deleted: 'Wallet payment deleted successfully!',
  },
} as const satisfies ServerScreen;
