import { CatalogService } from '@ritual/proto/ritual/v1/catalog';
import { createClient } from '@ritual/runtime';

export const createCatalogClient = (address: string) => createClient(CatalogService, address);
export type CatalogClient = ReturnType<typeof createCatalogClient>;
