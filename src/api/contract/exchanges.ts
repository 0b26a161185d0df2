// Filled in by the API work for this resource: entity schemas, request schemas and routes.
export const exchangeRoutes = {};
