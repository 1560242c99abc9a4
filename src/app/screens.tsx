import type { ComponentType } from 'react';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import ArticleIcon from '@mui/icons-material/Article';
import CategoryIcon from '@mui/icons-material/Category';
import DashboardIcon from '@mui/icons-material/Dashboard';
import HistoryIcon from '@mui/icons-material/History';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import NotificationsIcon from '@mui/icons-material/Notifications';
import PeopleIcon from '@mui/icons-material/People';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import type { baseApi } from '@/api/baseApi';
import type { ScreenLink } from '@/components/ScreenLinks';
import { prefetchDashboardData } from '@/features/dashboard/dashboardData';
import { orders } from '@/features/orders/orderListQuery';
import { users } from '@/features/users/userListQuery';
import { DASHBOARD_PATH } from '@/lib/paths';
import type { Resource } from '@/lib/permissions';
import type { AppDispatch, RootState } from './store';

/** Asks for the page of a list that the URL's parameters name, unless it is cached. */
type PagePrefetch = (params: URLSearchParams) => ReturnType<typeof baseApi.util.prefetch>;

/** A screen of the admin area (docs/requirements.md#route-table): its link and its code chunk. */
export interface AdminScreen extends ScreenLink {
  load: () => Promise<{ default: ComponentType }>;
  /**
   * The page of the screen's list that the URL names, asked for as the admin goes to the screen,
   * while its chunk loads (from the server, or made from the whole lists: api/shopLists.ts).
   */
  pagedList?: PagePrefetch;
  /**
   * With `screens: 'server'`, for a list kept on the server: its page's prefetch, from a chunk of
   * its own (the list's query and calls, not the screen), fetched beside the screen's code.
   */
  keptList?: () => Promise<PagePrefetch>;
  /**
   * What the screen asks for each time it opens, beyond a list's page (the dashboard: the
   * profile and its numbers), asked as the admin goes to it, while its chunk loads.
   */
  openingData?: (
    params: URLSearchParams,
  ) => (dispatch: AppDispatch, getState: () => RootState) => void;
  /**
   * What the screen shows of the server's, where a role decides whether the admin may see it:
   * without the right to read it, no link and a 403 page (docs/decisions.md#roles-and-your-own-account).
   */
  resource?: Resource;
}

/** A screen named in the sidebar as in its title. */
const named = (screen: Omit<AdminScreen, 'navLabel'>): AdminScreen => ({
  ...screen,
  navLabel: screen.title,
});

/** In sidebar order (docs/requirements.md#admin-layout: dashboard, user, order, product, ...). */
export const ADMIN_SCREENS: readonly AdminScreen[] = [
  {
    path: DASHBOARD_PATH,
    title: 'Admin Dashboard',
    navLabel: 'Dashboard',
    icon: DashboardIcon,
    load: () => import(/* webpackChunkName: "dashboard" */ '@/features/dashboard/DashboardPage'),
    openingData: prefetchDashboardData,
  },
  named({
    path: '/user-management',
    title: 'User Management',
    icon: PeopleIcon,
    resource: 'users',
    load: () => import(/* webpackChunkName: "users" */ '@/features/users/UsersPage'),
    pagedList: users.prefetch,
  }),
  named({
    path: '/order-management',
    title: 'Order Management',
    icon: ReceiptLongIcon,
    resource: 'orders',
    load: () => import(/* webpackChunkName: "orders" */ '@/features/orders/OrdersPage'),
    pagedList: orders.prefetch,
  }),
  named({
    path: '/product-management',
    title: 'Product Management',
    icon: Inventory2Icon,
    resource: 'products',
    load: () => import(/* webpackChunkName: "products" */ '@/features/products/ProductsPage'),
    keptList: async () =>
      (await import(/* webpackChunkName: "products-list" */ '@/features/products/productsApi'))
        .products.prefetch,
  }),
  named({
    path: '/admin-management',
    title: 'Admin Management',
    icon: AdminPanelSettingsIcon,
    resource: 'admins',
    load: () => import(/* webpackChunkName: "admins" */ '@/features/admins/AdminsPage'),
  }),
  named({
    path: '/notification-management',
    title: 'Notification Management',
    icon: NotificationsIcon,
    resource: 'notifications',
    load: () =>
      import(/* webpackChunkName: "notifications" */ '@/features/notifications/NotificationsPage'),
  }),
  named({
    path: '/manage-categories',
    title: 'Manage Categories',
    icon: CategoryIcon,
    resource: 'categories',
    load: () => import(/* webpackChunkName: "categories" */ '@/features/categories/CategoriesPage'),
    keptList: async () =>
      (
        await import(
          /* webpackChunkName: "categories-list" */ '@/features/categories/categoriesApi'
        )
      ).categories.prefetch,
  }),
  named({
    path: '/payment-management',
    title: 'Payment Management',
    icon: RequestQuoteIcon,
    resource: 'invoices',
    load: () => import(/* webpackChunkName: "payments" */ '@/features/payments/PaymentsPage'),
    keptList: async () =>
      (await import(/* webpackChunkName: "invoices-list" */ '@/features/payments/invoicesApi'))
        .invoices.prefetch,
  }),
  named({
    path: '/banner-management',
    title: 'Banner Management',
    icon: ViewCarouselIcon,
    resource: 'banners',
    load: () => import(/* webpackChunkName: "banners" */ '@/features/banners/BannersPage'),
  }),
  named({
    path: '/wallet-management',
    title: 'Wallet Management',
    icon: AccountBalanceWalletIcon,
    resource: 'walletPayments',
    load: () => import(/* webpackChunkName: "wallet" */ '@/features/wallet/WalletPage'),
    keptList: async () =>
      (await import(/* webpackChunkName: "wallet-list" */ '@/features/wallet/walletApi'))
        .walletPayments.prefetch,
  }),
  named({
    path: '/blog-management',
    title: 'Blog Management',
    icon: ArticleIcon,
    resource: 'blogs',
    load: () => import(/* webpackChunkName: "blogs" */ '@/features/blogs/BlogsPage'),
    keptList: async () =>
      (await import(/* webpackChunkName: "blogs-list" */ '@/features/blogs/blogsApi')).blogs
        .prefetch,
  }),
  // Beyond the requirements' screens, after them (README: Activity trail).
  named({
    path: '/activity',
    title: 'Activity',
    icon: HistoryIcon,
    resource: 'activity',
    load: () => import(/* webpackChunkName: "activity" */ '@/features/activity/ActivityPage'),
  }),
];
