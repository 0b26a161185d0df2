/**
 * The committed openapi.json (`npm run contract` writes it), loaded when first asked for: what
 * `GET /api/openapi.json` answers. The demo backend's service worker does not carry it (it would be
 * half of its script); its build puts src/demo/worker/openApiDocument.ts in this module's place
 * (tooling/vite/demo-backend-worker.ts).
 */
export async function committedOpenApi(): Promise<Record<string, unknown>> {
  return (await import('../../openapi.json')).default;
}
