import { DataRequestsService, PrivacyService } from '@ritual/proto/ritual/v1/privacy';
import { SiteConfigService } from '@ritual/proto/ritual/v1/site_config';
import { createClient } from '@ritual/runtime';

export const createSiteConfigClient = (address: string) =>
  createClient(SiteConfigService, address, { alsoCarries: [PrivacyService, DataRequestsService] });
export type SiteConfigClient = ReturnType<typeof createSiteConfigClient>;
