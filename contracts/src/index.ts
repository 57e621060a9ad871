export * from './constants.ts';
export * from './format.ts';
export * from './common.ts';
export * from './catalog.ts';
