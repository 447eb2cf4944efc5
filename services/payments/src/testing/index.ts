export * from './openai-stub.js';
export * from './receipt-corpus.js';
