/**
 * Every list of the back-office (the sidebar's ten and Activity) as the layout specs walk them:
 * where each is and the accessible name of its grid, which its phone's cards share.
 */
export const LIST_SCREENS = [
  { path: '/user-management', list: 'Users' },
  { path: '/order-management', list: 'Orders' },
  { path: '/product-management', list: 'Products' },
  { path: '/admin-management', list: 'Admins' },
  { path: '/notification-management', list: 'Notifications' },
  { path: '/manage-categories', list: 'Categories' },
  { path: '/payment-management', list: 'Invoices' },
  { path: '/banner-management', list: 'Banners' },
  { path: '/wallet-management', list: 'Wallet transactions' },
  { path: '/blog-management', list: 'Blogs' },
  { path: '/activity', list: 'Activity' },
] as const;
