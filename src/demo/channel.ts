import { workerReplySchema, type PageMessage, type WorkerReply } from './protocol';
import { demoBackendScript } from './script';

/**
 * The page's side of the conversation with the demo backend's worker: registering it, waiting until
 * it controls the page, and asking it something on a message channel, with its answer checked.
 * Loaded with src/demo/backend.ts when the entry starts the demo backend (it brings zod/mini), never with the app.
 */

export { demoSettingsFromSearch } from './protocol';

/** How long a worker may take to install, activate and take over the page before the demo is declared unavailable. */
const controlTimeoutMs = 30_000;

export const scriptUrl = `${import.meta.env.BASE_URL}${demoBackendScript}`;
export const isOurs = (worker: ServiceWorker | null | undefined): worker is ServiceWorker =>
  worker?.scriptURL.endsWith(`/${demoBackendScript}`) ?? false;

export function ask(worker: ServiceWorker, message: PageMessage, withinMs?: number): Promise<WorkerReply> {
  return new Promise((resolve, reject) => {
    const channel = new MessageChannel();
    const timer =
      withinMs === undefined
        ? undefined
        : window.setTimeout(() => reject(new Error('The demo backend did not answer')), withinMs);
    channel.port1.onmessage = (event: MessageEvent<unknown>) => {
      window.clearTimeout(timer);
      const reply = workerReplySchema.safeParse(event.data);
      if (reply.success && reply.data.ok) resolve(reply.data);
      else
        reject(
          new Error(
            reply.success ? (reply.data.error ?? 'The demo backend refused') : 'Unreadable answer of the demo backend',
          ),
        );
    };
    worker.postMessage(message, [channel.port2]);
  });
}

/** The demo backend's worker once it controls this page (its fetches then reach it, none the network). */
export async function takeOver(container: ServiceWorkerContainer): Promise<ServiceWorker> {
  const registration = await container.register(scriptUrl, { scope: import.meta.env.BASE_URL });
  if (isOurs(container.controller)) return container.controller;
  const controlled = new Promise<ServiceWorker>((resolve) => {
    const check = () => {
      if (!isOurs(container.controller)) return;
      container.removeEventListener('controllerchange', check);
      resolve(container.controller);
    };
    container.addEventListener('controllerchange', check);
    check();
  });
  // A new worker claims every page when it activates. An active one does not control a page loaded
  // without it (a hard reload, a page opened while it was activating): that page asks to be claimed.
  const active = registration.active ?? (await container.ready).active;
  if (isOurs(active) && !isOurs(container.controller))
    await ask(active, { type: 'claim' }, controlTimeoutMs).catch(() => undefined);
  return Promise.race([
    controlled,
    new Promise<never>((_, reject) =>
      window.setTimeout(() => reject(new Error('The demo backend did not take over the page')), controlTimeoutMs),
    ),
  ]);
}
