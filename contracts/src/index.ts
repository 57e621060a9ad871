export * from './constants.ts';
export * from './format.ts';
export * from './common.ts';
export * from './catalog.ts';
export * from './users.ts';
export * from './orders.ts';
export * from './payments.ts';
export * from './admin.ts';
