export * from './fake-catalog.js';
export * from './fake-orders.js';
export * from './harness.js';
export * from './images.js';
