/**
 * Every route plugin, in one place. A new resource is a file beside this one (a managed one, an
 * entry of managed.ts) whose plugin is added to adminRoutes: it then sits behind the admin guard
 * with nothing else to do.
 */
import type { FastifyPluginAsync } from 'fastify';

import { pluginsNamed } from '../http/pluginNames';
import { activityRoutes } from './activity';
import { adminAccountRoutes } from './admins';
import { airloRoutes } from './airlo';
import { loginRoutes, sessionRoutes } from './auth';
import { eventsRoutes } from './events';
import { healthRoutes } from './health';
import { invoiceRoutes } from './invoices';
import {
  bannerRoutes,
  blogRoutes,
  categoryRoutes,
  notificationRoutes,
  productRoutes,
  walletPaymentRoutes,
} from './managed';
import { mediaRoutes } from './media';
import { ordersRoutes } from './orders';
import { passkeyRoutes, passkeySignInRoutes } from './passkeys';
import { statsRoutes } from './stats';
import { teamTwoFactorRoutes } from './teamTwoFactor';
import { secondFactorRoutes, twoFactorRoutes } from './twoFactor';
import { usersRoutes } from './users';

/** Open to anyone. */
export const publicRoutes: readonly FastifyPluginAsync[] = pluginsNamed({
  healthRoutes,
  airloRoutes,
  loginRoutes,
  secondFactorRoutes,
  passkeySignInRoutes,
  mediaRoutes,
});

/** Behind the admin guard (server/src/auth/guard.ts). */
export const adminRoutes: readonly FastifyPluginAsync[] = pluginsNamed({
  sessionRoutes,
  twoFactorRoutes,
  passkeyRoutes,
  usersRoutes,
  ordersRoutes,
  notificationRoutes,
  bannerRoutes,
  categoryRoutes,
  productRoutes,
  activityRoutes,
  statsRoutes,
  adminAccountRoutes,
  teamTwoFactorRoutes,
  eventsRoutes,
  blogRoutes,
  walletPaymentRoutes,
  invoiceRoutes,
});
