import { createBrowserRouter } from 'react-router';
import { routerBasename } from '@/i18n/languagePath';
import { appRoutes } from './routes';

export const router = createBrowserRouter(appRoutes, { basename: routerBasename(import.meta.env.BASE_URL, window.location.pathname) });
