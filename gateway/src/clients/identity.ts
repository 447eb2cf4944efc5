import { IdentityService } from '@ritual/proto/ritual/v1/identity';
import { createClient } from '@ritual/runtime';

export const createIdentityClient = (address: string) => createClient(IdentityService, address);
export type IdentityClient = ReturnType<typeof createIdentityClient>;
