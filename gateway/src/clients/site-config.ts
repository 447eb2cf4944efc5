import { SiteConfigService } from '@ritual/proto/ritual/v1/site_config';
import { createClient } from '@ritual/runtime';

export const createSiteConfigClient = (address: string) => createClient(SiteConfigService, address);
export type SiteConfigClient = ReturnType<typeof createSiteConfigClient>;
