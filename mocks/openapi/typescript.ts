import openapiTS, { astToString } from 'openapi-typescript';

/** The types a stock generator (openapi-typescript) makes of the document: what a client team would build on. */
export async function generatedTypesOf(documentText: string): Promise<string> {
  const header = '// Generated from openapi.json by openapi-typescript (npm run contract). Do not edit.\n';
  return `${header}${astToString(await openapiTS(documentText))}`;
}
