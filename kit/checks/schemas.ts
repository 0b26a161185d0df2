import { expectSuccess } from '../answers';
import { readsOf, wantsFor, type CheckDef } from '../check';
import { allRoutes } from '../contract';
import { skipUnless } from '../report';

/** Every GET answers its response schema (routes with parameters use ids found in list answers). */
export function schemasChecks(): CheckDef[] {
  return allRoutes
    .filter((route) => route.method === 'get')
    .map((route) => ({
      group: 'schemas',
      route,
      name: 'answers its response schema',
      rule: 'the response schema of the operation',
      wants: wantsFor(route),
      locks: { read: readsOf(route.name), write: [] },
      async run(kit) {
        const path = kit.readPath(route);
        skipUnless(path, `no id to read: no list answer names a value for ${route.path}`);
        expectSuccess(route, await kit.send('get', path));
      },
    }));
}
