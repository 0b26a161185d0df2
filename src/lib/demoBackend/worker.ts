import { workerScript, type Dataset, type StatusReply, type WorkerRequest } from './protocol';

/**
 * The page's side of the demo backend's service worker: register it, wait until it controls this
 * page, ask it how it found the stored data. Nothing of the mock backend itself is loaded here.
 */
const scriptUrl = `${import.meta.env.BASE_URL}${workerScript}`;

function isOurs(worker: ServiceWorker | null | undefined): worker is ServiceWorker {
  return worker != null && new URL(worker.scriptURL).pathname.endsWith(`/${workerScript}`);
}

function ask<T>(worker: ServiceWorker, request: WorkerRequest): Promise<T> {
  const channel = new MessageChannel();
  const reply = new Promise<T>((resolve) => {
    channel.port1.onmessage = (event: MessageEvent<T>) => resolve(event.data);
  });
  worker.postMessage(request, [channel.port2]);
  return reply;
}

function controlled(container: ServiceWorkerContainer): Promise<ServiceWorker> {
  return new Promise((resolve) => {
    const check = () => {
      if (!isOurs(container.controller)) return;
      container.removeEventListener('controllerchange', check);
      resolve(container.controller);
    };
    container.addEventListener('controllerchange', check);
    check();
  });
}

/**
 * Resolves with the worker once it answers this page's requests. A page that a worker of ours
 * already controls (every visit after the first) is ready at once, and the registration (an
 * update check) waits for `mayRegister`; a first visit, a hard reload or a page still controlled
 * by another script registers after `mayRegister` and waits for the worker to claim the page.
 */
export async function connectWorker(mayRegister: Promise<unknown>): Promise<ServiceWorker> {
  if (!('serviceWorker' in navigator)) throw new Error('This browser runs no service workers');
  const container = navigator.serviceWorker;
  const register = () => container.register(scriptUrl, { scope: import.meta.env.BASE_URL });
  if (isOurs(container.controller)) {
    void mayRegister.then(register).catch(() => undefined);
    return container.controller;
  }
  await mayRegister;
  // Some browsers (and test harnesses) that block service workers answer with nothing at all.
  if (!(await register())) throw new Error('This browser registers no service workers');
  const registration = await container.ready;
  // An active worker claims pages only when it activates: a page loaded without a controller
  // afterwards (hard reload) asks it to.
  if (isOurs(registration.active) && !isOurs(container.controller)) await ask(registration.active, { type: 'demo-backend:claim' });
  return controlled(container);
}

export function askStatus(worker: ServiceWorker, dataset: Dataset): Promise<StatusReply> {
  return ask<StatusReply>(worker, { type: 'demo-backend:status', dataset });
}
