import type { Logger } from '@ritual/runtime';
import { Router } from 'express';
import type { Store } from 'express-rate-limit';
import type { ServiceClients } from '../clients/index.js';
import type { AdminAuth } from '../http/auth.js';
import { accountRoutes } from './account.js';
import { auditLogRoutes } from './audit-log.js';
import { authRoutes } from './auth.js';
import { catalogRoutes } from './catalog.js';
import { dashboardRoutes } from './dashboard.js';
import { dataSubjectsRoutes } from './data-subjects.js';
import { docsRoutes } from './docs.js';
import { ordersRoutes } from './orders.js';
import { paymentsRoutes } from './payments.js';
import { pixPspRoutes } from './pix-psp.js';
import { privacyRoutes } from './privacy.js';
import { receiptReviewRoutes } from './receipt-review.js';
import { siteConfigRoutes } from './site-config.js';
import { usersRoutes } from './users.js';
import { whatsappRoutes } from './whatsapp.js';

export interface RouteDeps {
  clients: ServiceClients;
  auth: AdminAuth;
  isProduction: boolean;
  logger: Logger;
  /** Where login failures are counted; without it each process counts its own (one replica only). */
  loginLimitStore?: (prefix: string) => Store;
  /** Check every response against its schema (a mismatch answers 500); on outside production. */
  checkResponses: boolean;
  /** The backup agent's status file; undefined when this stack does not back up. */
  backupStatusFile?: string;
  /** The store's time zone: "this month" of the dashboard figures (STORE_TIMEZONE). */
  timeZone: string;
  /** The gateway's notion of "now"; tests set it. */
  clock: () => Date;
}

/**
 * Every /api route of spec §7, one module per area: each implements an area declared in @ritual/contracts/http
 * (http/route.ts says how). A new area is also listed in openapi/document.ts.
 */
export function apiRoutes(deps: RouteDeps): Router {
  const router = Router();
  router.use(authRoutes(deps));
  router.use(catalogRoutes(deps));
  router.use(ordersRoutes(deps));
  router.use(paymentsRoutes(deps));
  router.use(pixPspRoutes(deps));
  router.use(receiptReviewRoutes(deps));
  router.use(dashboardRoutes(deps));
  router.use(siteConfigRoutes(deps));
  router.use(usersRoutes(deps));
  router.use(accountRoutes(deps));
  router.use(privacyRoutes(deps));
  router.use(dataSubjectsRoutes(deps));
  router.use(auditLogRoutes(deps));
  router.use(whatsappRoutes(deps));
  router.use(docsRoutes());
  return router;
}
