import { useMarkHydrated } from '@/lib/hydration';
import { PageSkeleton } from './PageSkeleton';

/**
 * The router's placeholder while the first page's chunk loads, which is also what prerendered HTML
 * shows in the page's place. React hydrates the inside of a Suspense boundary in a pass of its own
 * after the rest, so only here, innermost, is hydration known to be done (src/lib/hydration.ts).
 */
export function HydratingSkeleton() {
  useMarkHydrated();
  return <PageSkeleton />;
}
