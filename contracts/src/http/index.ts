// The /api contract: each area's operations (operation.ts says how to declare one) and their zod schemas. The
// gateway implements, validates and documents with them; the web app takes its types from them
// (`import type { AdminRitual } from '@ritual/contracts/http'`): request types are the schemas' input (what a
// client sends), response types their output.
export * from './account.js';
export * from './audit-log.js';
export * from './auth.js';
export * from './catalog.js';
export * from './dashboard.js';
export * from './data-subjects.js';
export * from './fields.js';
export * from './operation.js';
export * from './operations.js';
export * from './orders.js';
export * from './payments.js';
export * from './pix-psp.js';
export * from './privacy.js';
export * from './receipt-review.js';
export * from './site-config.js';
export * from './texts.js';
export * from './whatsapp.js';
