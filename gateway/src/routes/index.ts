import { Router } from 'express';
import type { ServiceClients } from '../clients/index.js';
import type { AdminAuth } from '../http/auth.js';

export interface RouteDeps {
  clients: ServiceClients;
  auth: AdminAuth;
  isProduction: boolean;
}

/** Every /api route of spec §7, one module per area. */
export function apiRoutes(deps: RouteDeps): Router {
  const router = Router();
  return router;
}
