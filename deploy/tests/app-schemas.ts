import type { z } from 'zod';
import { gatewayEnv } from '../../gateway/src/config.js';
import { catalogEnv } from '../../services/catalog/src/config.js';
import { identityEnv } from '../../services/identity/src/config.js';
import { messagingEnv } from '../../services/messaging/src/config.js';
import { ordersEnv } from '../../services/orders/src/config.js';
import { paymentsEnv } from '../../services/payments/src/config.js';
import { reportingEnv } from '../../services/reporting/src/config.js';
import { siteConfigEnv } from '../../services/site-config/src/config.js';

/** The env schema of each deployable, by its container / Deployment name. */
export const APP_SCHEMAS: Record<string, z.ZodObject> = {
  catalog: catalogEnv,
  orders: ordersEnv,
  payments: paymentsEnv,
  identity: identityEnv,
  'site-config': siteConfigEnv,
  reporting: reportingEnv,
  messaging: messagingEnv,
  gateway: gatewayEnv,
};

/** Read by dist/tracing.js before the config is loaded, so no config schema lists it. */
export const PRELOAD_KEYS = ['OTEL_EXPORTER_OTLP_ENDPOINT'];

export function knownKeys(app: string): Set<string> {
  const schema = APP_SCHEMAS[app];
  if (!schema) throw new Error(`no schema for ${app}`);
  return new Set([...Object.keys(schema.shape), ...PRELOAD_KEYS]);
}
