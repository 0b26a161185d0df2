export * from './common';
export * from './route';
export * from './routes';
export * from './session';
export * from './proof';
