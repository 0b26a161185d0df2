/**
 * The demo backend worker's stand-in for mocks/openapi/committed.ts: the OpenAPI document is fetched
 * from beside the worker's script (the build serves openapi.json there), not carried in it. At
 * 434 kB it was half of the script, which the browser compiles whole before the worker can answer a
 * first visit's requests.
 */
export async function committedOpenApi(): Promise<Record<string, unknown>> {
  const response = await fetch(new URL('openapi.json', self.location.href));
  if (!response.ok) throw new Error(`openapi.json: ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}
