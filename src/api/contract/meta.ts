// The OpenAPI document route (group 'meta'); filled in by the OpenAPI work.
export const metaRoutes = {};
