/**
 * `npm run bench`: Lighthouse (tests/bench/lighthouse.ts), then the Trustboard's interactions
 * (tests/bench/trustboard-interactions.ts), one after the other so they never share the CPU. One
 * script rather than `a && b` in package.json, so `npm run bench -- --runs 1` reaches Lighthouse's
 * flags (npm appends them to the last command of a script only).
 */
export {};

await import('./lighthouse');
await import('./trustboard-interactions');
