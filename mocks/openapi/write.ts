/**
 * `npm run contract`: writes openapi.json at the repository root from the contract and the demo
 * seed, and the types openapi-typescript makes of it for the typed-client contract test.
 */
import { writeFileSync } from 'node:fs';
import { openApiText } from './document';
import { generatedTypesOf } from './typescript';

const text = await openApiText();
writeFileSync(new URL('../../openapi.json', import.meta.url), text);
writeFileSync(new URL('../../tests/contract/typed-client/openapi.d.ts', import.meta.url), await generatedTypesOf(text));
console.log(`openapi.json written (${(text.length / 1024).toFixed(0)} KB), and its generated types`);
