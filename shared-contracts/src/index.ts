export * from './routes';
export * from './tiers';
export * from './remotes';
export * from './session';
export * from './config';
export * from './events';
export * from './mount';
