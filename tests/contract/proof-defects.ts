import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Defects of the ledger proof, played by a proxy in front of the mock server (the reference server
 * does not serve the proof): the conformance test plants one at a time and expects the kit's proof
 * group to fail the check that names it, and only that one.
 */
export const proofDefects = {
  'leaf-values-tampered':
    "the leaf values are not the ones the roots were computed from (a leaf of the latest closed week read with 1.00 more: the mock's X-Mock-Tamper: leaf on GET /api/proof/leaves)",
  'consistency-byte-flipped': 'a consistency proof has a byte flipped (the first digit of its first node)',
} as const;

export type ProofDefect = keyof typeof proofDefects;

const hopByHop = ['host', 'connection', 'content-length', 'transfer-encoding'];

/** A proxy to `target` that plants `defect`; `listen()` answers its base URL. */
export function proofDefectProxy(target: string, defect: ProofDefect) {
  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers))
      if (typeof value === 'string' && !hopByHop.includes(name)) headers.set(name, value);
    const path = request.url ?? '/';
    if (defect === 'leaf-values-tampered' && path.startsWith('/api/proof/leaves')) headers.set('X-Mock-Tamper', 'leaf');
    const answer = await fetch(`${target}${path}`, {
      method: request.method,
      headers,
      body: chunks.length ? Buffer.concat(chunks) : undefined,
    });
    let text = await answer.text();
    if (defect === 'consistency-byte-flipped' && path.startsWith('/api/proof/consistency'))
      text = text.replace(
        /"proof":\[\{"hash":"(.)/,
        (_, digit: string) => `"proof":[{"hash":"${digit === '0' ? '1' : '0'}`,
      );
    const out: Record<string, string> = {};
    answer.headers.forEach((value, name) => {
      // The body may have changed: its length and validator go.
      if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'etag'].includes(name))
        out[name] = value;
    });
    response.writeHead(answer.status, out).end(text);
  });
  return {
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
      ),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
