import type { Locator, Page } from '@playwright/test';

/** The sidebar's entries (docs/requirements.md#admin-layout), label → route. */
export const SCREENS = {
  Dashboard: { path: '/admin-dashboard', title: 'Admin Dashboard' },
  'User Management': { path: '/user-management', title: 'User Management' },
  'Order Management': { path: '/order-management', title: 'Order Management' },
  'Product Management': { path: '/product-management', title: 'Product Management' },
  'Admin Management': { path: '/admin-management', title: 'Admin Management' },
  'Notification Management': {
    path: '/notification-management',
    title: 'Notification Management',
  },
  'Manage Categories': { path: '/manage-categories', title: 'Manage Categories' },
  'Payment Management': { path: '/payment-management', title: 'Payment Management' },
  'Banner Management': { path: '/banner-management', title: 'Banner Management' },
  'Wallet Management': { path: '/wallet-management', title: 'Wallet Management' },
  'Blog Management': { path: '/blog-management', title: 'Blog Management' },
  Activity: { path: '/activity', title: 'Activity' },
} as const;

export type ScreenLabel = keyof typeof SCREENS;

/** The admin layout: sidebar, top bar (welcome line, profile card), snackbars. */
export class AdminLayout {
  readonly sidebar: Locator;
  readonly logoutButton: Locator;
  readonly topBar: Locator;
  readonly profileButton: Locator;
  readonly profileCard: Locator;

  constructor(readonly page: Page) {
    this.sidebar = page.getByRole('navigation', { name: 'Main' });
    // The sidebar's Logout (the profile card has its own, shown only when the card is open).
    this.logoutButton = page.getByRole('button', { name: 'Logout', exact: true }).first();
    this.topBar = page.getByRole('banner');
    this.profileButton = page.getByRole('button', { name: 'Open profile' });
    this.profileCard = page.getByRole('dialog', { name: 'Profile' });
  }

  link(label: ScreenLabel): Locator {
    return this.sidebar.getByRole('link', { name: label, exact: true });
  }

  /** Opens a screen from the sidebar and waits for its title. */
  async open(label: ScreenLabel): Promise<void> {
    await this.link(label).click();
    await this.page.waitForURL(`**${SCREENS[label].path}*`);
  }

  /** The h1 of the screen. */
  heading(name: string | RegExp): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  /** A snackbar message (success and failure alerts). */
  snackbar(text: string | RegExp): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }
}
