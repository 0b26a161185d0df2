import { useSyncExternalStore } from 'react';
import { changeSignal } from '@/lib/changeSignal';
import { storage, storageKeys } from '@/lib/storage';

/**
 * The one token store: the bearer token of the signed-in user (the sign-in route's answer), kept
 * in localStorage so a reload stays signed in, and whether the app needs the user to sign in (a
 * request was refused with a 401). The HTTP client reads the token for every request
 * (src/api/http.ts); src/api/signIn.ts writes it. Free of zod: the entry chunk imports it.
 */
type Stored = { token: string; expiresAt: string };

const changes = changeSignal();
let required = false;

function read(): Stored | undefined {
  const raw = storage.get(storageKeys.session);
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { token, expiresAt } = parsed as Partial<Stored>;
    if (typeof token !== 'string' || typeof expiresAt !== 'string') return undefined;
    // An expired token is no token: it would only earn a 401.
    return Date.parse(expiresAt) > Date.now() ? { token, expiresAt } : undefined;
  } catch {
    return undefined;
  }
}

export const authToken = {
  /** The token to send, unless there is none or it has expired. */
  get: (): string | undefined => read()?.token,
  /** Stores a sign-in's answer: the user is signed in, nothing asks them to any more. */
  set(answer: Stored): void {
    storage.set(storageKeys.session, JSON.stringify({ token: answer.token, expiresAt: answer.expiresAt }));
    required = false;
    changes.notify();
  },
  clear(): void {
    storage.remove(storageKeys.session);
    changes.notify();
  },
};

/**
 * A request sent with `sentToken` was refused (401): the token is dropped and the app asks the user
 * to sign in, once. A 401 of an older token, answered after a newer sign-in, changes nothing.
 */
export function requireSignIn(sentToken: string | undefined): void {
  if (sentToken !== authToken.get()) return;
  storage.remove(storageKeys.session);
  required = true;
  changes.notify();
}

export const isSignInRequired = (): boolean => required;

/** Whether the app is asking the user to sign in (a 401 came and no sign-in followed yet). */
export function useSignInRequired(): boolean {
  // Not while a prerendered page hydrates (its HTML asks nobody to sign in): right after.
  return useSyncExternalStore(changes.subscribe, isSignInRequired, () => false);
}
