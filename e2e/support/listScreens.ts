/**
 * Every list of the back-office (the sidebar's ten and Activity) as the layout specs walk them:
 * where each is and the accessible name of its grid, which its phone's cards share; from the
 * screens' page objects.
 */
import { SCREENS } from '../pages/AdminLayout';
import { ORDERS } from '../pages/OrdersPage';
import { PAYMENTS } from '../pages/PaymentsPage';
import { ADMINS, BLOGS, CATEGORIES, PRODUCTS, WALLET } from '../pages/localScreens';
import { BANNERS, NOTIFICATIONS } from '../pages/serverScreens';
import { USERS } from '../pages/UsersPage';

export const LIST_SCREENS = [
  ...[USERS, ORDERS, PRODUCTS, ADMINS, NOTIFICATIONS, CATEGORIES, PAYMENTS, BANNERS, WALLET, BLOGS],
  { path: SCREENS.Activity.path, grid: 'Activity' },
].map(({ path, grid }) => ({ path, list: grid }));
