import './zod-setup.ts';

export * from './route.ts';
export * from './errors.ts';
export * from './validation.ts';
export * from './region.ts';
export * from './common.ts';
export * from './text.ts';
export * from './menu.ts';
export * from './api-module.ts';
export * from './product-menu.ts';
export * from './menu-tree.ts';
export * from './constants.ts';
export * from './realtime.ts';
export * from './access.ts';
export * from './modules/index.ts';
