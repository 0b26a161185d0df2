/** `npm run contract`: writes openapi.json at the repository root from the contract and the demo seed. */
import { writeFileSync } from 'node:fs';
import { openApiText } from './document';

const text = await openApiText();
writeFileSync(new URL('../../openapi.json', import.meta.url), text);
console.log(`openapi.json written (${(text.length / 1024).toFixed(0)} KB)`);
