import { Router } from 'express';
import type { ServiceClients } from '../clients/index.js';
import type { AdminAuth } from '../http/auth.js';
import { authRoutes } from './auth.js';
import { catalogRoutes } from './catalog.js';
import { dashboardRoutes } from './dashboard.js';
import { docsRoutes } from './docs.js';
import { ordersRoutes } from './orders.js';
import { paymentsRoutes } from './payments.js';
import { siteConfigRoutes } from './site-config.js';
import { usersRoutes } from './users.js';

export interface RouteDeps {
  clients: ServiceClients;
  auth: AdminAuth;
  isProduction: boolean;
}

/** Every /api route of spec §7, one module per area. */
export function apiRoutes(deps: RouteDeps): Router {
  const router = Router();
  router.use(authRoutes(deps));
  router.use(catalogRoutes(deps));
  router.use(ordersRoutes(deps));
  router.use(paymentsRoutes(deps));
  router.use(dashboardRoutes(deps));
  router.use(siteConfigRoutes(deps));
  router.use(usersRoutes(deps));
  router.use(docsRoutes());
  return router;
}
