// The API's types, inferred from the zod schemas the gateway validates and documents with (no copies here).
import type { FormField, PublicRitual, SiteConfig as SiteConfigBody, StorefrontRitual } from '@ritual/contracts/http';

export type { Client, CreatedClient, FeaturedRitual, PaymentStatus } from '@ritual/contracts/http';

export type FormFieldType = FormField['type'];
/** A ritual's form field; the fields the page adds itself (name, WhatsApp) have no id and use the defaults. */
export type FormFieldDefinition = Omit<FormField, 'id' | 'required' | 'placeholder'> &
  Partial<Pick<FormField, 'id' | 'required' | 'placeholder'>>;
/** GET /rituais for the public: the list fields. */
export type RitualSummary = PublicRitual;
/** GET /ritual/{slug}: an active ritual and its order form. */
export type Ritual = StorefrontRitual;
/** GET /site-config; the pages render before it arrives, so every text may still be missing. */
export type SiteConfig = Partial<SiteConfigBody>;
