import { buildOpenApi } from './build';
import { collectExamples } from './examples';

/** The exact text of openapi.json: the contract plus examples from the demo seed. */
export async function openApiText(): Promise<string> {
  return `${JSON.stringify(buildOpenApi(await collectExamples()), null, 2)}\n`;
}
