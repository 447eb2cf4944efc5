import type { GatewayConfig } from '../config.js';
import { type CatalogClient, createCatalogClient } from './catalog.js';
import { createIdentityClient, type IdentityClient } from './identity.js';
import { createOrdersClient, type OrdersClient } from './orders.js';
import { createPaymentsClient, type PaymentsClient } from './payments.js';
import {
  createDataRequestsClient,
  createPrivacyClient,
  type DataRequestsClient,
  type PrivacyClient,
} from './privacy.js';
import { createReportingClient, type ReportingClient } from './reporting.js';
import { createSiteConfigClient, type SiteConfigClient } from './site-config.js';

export interface ServiceClients {
  catalog: CatalogClient;
  orders: OrdersClient;
  payments: PaymentsClient;
  identity: IdentityClient;
  siteConfig: SiteConfigClient;
  privacy: PrivacyClient;
  dataRequests: DataRequestsClient;
  reporting: ReportingClient;
}

/** Each backend by the name /api/health reports, with the address the gateway dials. */
export function serviceAddresses(config: GatewayConfig): Record<string, string> {
  return {
    catalog: config.CATALOG_ADDR,
    orders: config.ORDERS_ADDR,
    payments: config.PAYMENTS_ADDR,
    identity: config.IDENTITY_ADDR,
    'site-config': config.SITE_CONFIG_ADDR,
    reporting: config.REPORTING_ADDR,
  };
}

export function createServiceClients(config: GatewayConfig): ServiceClients {
  return {
    catalog: createCatalogClient(config.CATALOG_ADDR),
    orders: createOrdersClient(config.ORDERS_ADDR),
    payments: createPaymentsClient(config.PAYMENTS_ADDR),
    identity: createIdentityClient(config.IDENTITY_ADDR),
    siteConfig: createSiteConfigClient(config.SITE_CONFIG_ADDR),
    privacy: createPrivacyClient(config.SITE_CONFIG_ADDR),
    dataRequests: createDataRequestsClient(config.SITE_CONFIG_ADDR),
    reporting: createReportingClient(config.REPORTING_ADDR),
  };
}

export function closeServiceClients(clients: ServiceClients): void {
  for (const client of Object.values(clients)) client.close();
}
