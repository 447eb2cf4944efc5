import type { ClientChannel } from '@ritual/runtime';
import type { GatewayConfig } from '../config.js';
import { type CatalogClient, createCatalogClient } from './catalog.js';
import { createIdentityClient, type IdentityClient } from './identity.js';
import { createMessagingClient, type MessagingClient } from './messaging.js';
import { createOrdersClient, type OrdersClient } from './orders.js';
import { createPaymentsClient, type PaymentsClient } from './payments.js';
import {
  createDataRequestsClient,
  createPrivacyClient,
  createRetentionClient,
  type DataRequestsClient,
  type PrivacyClient,
  type RetentionClient,
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
  retention: RetentionClient;
  reporting: ReportingClient;
  /** Absent without MESSAGING_ADDR: the WhatsApp routes answer 503 then (clients/messaging.ts). */
  messaging?: MessagingClient;
}

/**
 * Each backend by the name /api/health reports, with the channel the gateway's own calls to it use: health says what
 * those calls can reach right now.
 */
export function serviceChannels(clients: ServiceClients): Record<string, ClientChannel> {
  return {
    catalog: clients.catalog.channel,
    orders: clients.orders.channel,
    payments: clients.payments.channel,
    identity: clients.identity.channel,
    'site-config': clients.siteConfig.channel,
    reporting: clients.reporting.channel,
    ...(clients.messaging && { messaging: clients.messaging.channel }),
  };
}

export function createServiceClients(config: GatewayConfig): ServiceClients {
  const siteConfig = createSiteConfigClient(config.SITE_CONFIG_ADDR);
  return {
    catalog: createCatalogClient(config.CATALOG_ADDR),
    orders: createOrdersClient(config.ORDERS_ADDR),
    payments: createPaymentsClient(config.PAYMENTS_ADDR),
    identity: createIdentityClient(config.IDENTITY_ADDR),
    siteConfig,
    privacy: createPrivacyClient(siteConfig.channel),
    dataRequests: createDataRequestsClient(siteConfig.channel),
    retention: createRetentionClient(siteConfig.channel),
    reporting: createReportingClient(config.REPORTING_ADDR),
    ...(config.MESSAGING_ADDR && { messaging: createMessagingClient(config.MESSAGING_ADDR) }),
  };
}

export function closeServiceClients(clients: ServiceClients): void {
  for (const client of Object.values(clients)) client?.close();
}
