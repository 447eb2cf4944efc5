import { DataRequestsService, PrivacyService } from '@ritual/proto/ritual/v1/privacy';
import { createClient } from '@ritual/runtime';

/** The site-config service hosts Privacy, so this client dials SITE_CONFIG_ADDR. */
export const createPrivacyClient = (address: string) => createClient(PrivacyService, address);
export type PrivacyClient = ReturnType<typeof createPrivacyClient>;

export const createDataRequestsClient = (address: string) => createClient(DataRequestsService, address);
export type DataRequestsClient = ReturnType<typeof createDataRequestsClient>;
