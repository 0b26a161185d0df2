import { lazy, Suspense } from 'react';
import { useSignInRequired } from '@/api/authToken';

// The prompt (and the buttons it shows) loads when a request is first refused: most readers never see it.
const SignInPrompt = lazy(() => import('./SignInPrompt').then((module) => ({ default: module.SignInPrompt })));

/** Renders the sign-in prompt (src/components/SignInPrompt.tsx) only while the app asks the user to sign in. */
export function SignInWhenRequired() {
  return useSignInRequired() ? (
    <Suspense fallback={null}>
      <SignInPrompt />
    </Suspense>
  ) : null;
}
