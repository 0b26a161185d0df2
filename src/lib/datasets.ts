/**
 * The data sets a demo or testnet build answers from: the seeded demo or the testnet sandbox.
 * Its own module without imports: the demo backend's protocol (src/demo/protocol.ts), which its
 * worker and the mock backend import too, and the backend seam (src/lib/backend.ts) share it.
 */
export const datasets = ['demo', 'testnet'] as const;
export type Dataset = (typeof datasets)[number];
