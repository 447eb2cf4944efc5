import { privacyApi } from '@ritual/contracts/http';
import type { Router } from 'express';
import { implement } from '../http/route.js';
import type { RouteDeps } from './index.js';

/** LGPD: the privacy notice (site-config owns its versions). */
export function privacyRoutes(deps: RouteDeps): Router {
  const privacy = deps.clients.privacy;
  return implement(privacyApi, deps, {
    getPrivacyNotice: () => privacy.getPrivacyNotice({}),
    updatePrivacyNotice: ({ body }) => privacy.updatePrivacyNotice(body),
  });
}
