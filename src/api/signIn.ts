import { accessTokenSchema, type SignIn } from '@octoss/contract/session';
import { routes } from '@octoss/contract/routes';
import { authToken } from './authToken';
import { api } from './endpoints';
import { isApiError } from './errors';
import { send } from './http';

/**
 * Signing in and out through the contract's sign-in route (`POST /api/auth/sessions`). Which
 * account signs in is given by whoever starts the backend: in demo and testnet the entry
 * (src/main.tsx) registers the demo backend's own account; live mode has no sign-in form yet.
 */
type Account = () => SignIn | Promise<SignIn>;
let account: Account | undefined;

export function registerAccount(next: Account | undefined): void {
  account = next;
}

/** Whether the app knows how to sign in (an account is registered). */
export const canSignIn = (): boolean => account !== undefined;

/** Signs in with `credentials` and keeps the token: every request from now on carries it. */
export async function signInWith(credentials: SignIn): Promise<void> {
  const response = await send({
    method: 'post',
    path: routes.createSession.path,
    body: credentials,
    partOfSignIn: true,
  });
  authToken.set(accessTokenSchema.parse(response.data));
}

/** Signs the registered account in. */
export async function signIn(): Promise<void> {
  if (!account) throw new Error('No account to sign in with');
  await signInWith(await account());
}

/** Signs out: the server forgets the token, and so does the app. */
export async function signOut(): Promise<void> {
  try {
    await api.deleteSession();
  } finally {
    authToken.clear();
  }
}

/**
 * Keeps a stored token the backend still knows, else signs in again: the demo backend's start-up,
 * e.g. after a reload.
 */
export async function ensureSignedIn(): Promise<void> {
  if (authToken.get()) {
    try {
      await send({ method: 'get', path: routes.getMe.path, partOfSignIn: true });
      return;
    } catch (error) {
      if (!isApiError(error) || error.status !== 401) return;
    }
  }
  await signIn();
}
