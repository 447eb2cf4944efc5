export { ALREADY_APPROVED } from '../domain/receipts.js';
export * from './openai-stub.js';
export * from './receipt-corpus.js';
