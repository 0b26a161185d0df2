import { parseConfig, type AppConfig } from './parseConfig';

export { apiModes, parseConfig, type ApiMode, type AppConfig } from './parseConfig';

export const config: AppConfig = parseConfig(import.meta.env);
export const usesMocks = config.mode !== 'live';
