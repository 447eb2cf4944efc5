import { DataRequestsService, PrivacyService, RetentionService } from '@ritual/proto/ritual/v1/privacy';
import { type ClientChannel, createClient } from '@ritual/runtime';

/**
 * The site-config server hosts Privacy, DataRequests and Retention: their clients call over the site-config client's
 * channel.
 */
export const createPrivacyClient = (siteConfigChannel: ClientChannel) =>
  createClient(PrivacyService, siteConfigChannel);
export type PrivacyClient = ReturnType<typeof createPrivacyClient>;

export const createDataRequestsClient = (siteConfigChannel: ClientChannel) =>
  createClient(DataRequestsService, siteConfigChannel);
export type DataRequestsClient = ReturnType<typeof createDataRequestsClient>;

export const createRetentionClient = (siteConfigChannel: ClientChannel) =>
  createClient(RetentionService, siteConfigChannel);
export type RetentionClient = ReturnType<typeof createRetentionClient>;
