import { config } from 'zod/v4/core';

/**
 * The production CSP forbids eval, so zod's compiled parsers could never run; without this, its
 * `new Function` probe (made by the first object parse) would still be reported as a CSP violation.
 * One setting for classic zod and zod/mini alike (they share the core): every module that defines
 * schemas the browser parses imports this first (common.ts and error.ts, which every contract
 * module builds on, and src/demo/protocol.ts).
 */
config({ jitless: true });
