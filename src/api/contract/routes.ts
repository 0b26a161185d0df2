import { proofRoutes } from './proof';
import { sessionRoutes } from './session';

/** The route table: every endpoint of the API. The client, the mocks and OpenAPI are derived from it. */
export const routes = {
  ...sessionRoutes,
  ...proofRoutes,
};

export type Routes = typeof routes;
export type RouteName = keyof Routes;
