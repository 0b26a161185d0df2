/**
 * Where the demo backend's service worker is served: at the site root, so that its scope is the
 * whole site. Its own module (no imports) because vite.config.ts reads it too.
 */
export const demoBackendScript = 'demo-backend-sw.js';
