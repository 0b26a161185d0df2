/**
 * The app's chrome (banner, header, footer and their buttons), a chunk of its own. The router loads
 * it as the layout route (src/app/routes.tsx); the entry starts it at once for a page inside it, beside
 * the page's chunk (src/main.tsx).
 */
export const loadLayout = () => import('./AppLayout');
