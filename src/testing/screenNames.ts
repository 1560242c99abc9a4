/** The screens between the dashboard and Activity, in the sidebar's order (docs/requirements.md#2-screens-and-routes). */
export const MANAGEMENT_SCREENS = [
  'User Management',
  'Order Management',
  'Product Management',
  'Admin Management',
  'Notification Management',
  'Manage Categories',
  'Payment Management',
  'Banner Management',
  'Wallet Management',
  'Blog Management',
] as const;
