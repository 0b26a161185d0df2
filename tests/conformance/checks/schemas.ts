import { expectSuccess } from '../answers';
import { allRoutes } from '../contract';
import type { Kit } from '../kit';
import { expectThat } from '../report';

/** Every GET answers its response schema (routes with parameters use ids found in list answers). */
export async function checkSchemas(kit: Kit): Promise<void> {
  for (const route of allRoutes.filter((row) => row.method === 'get')) {
    await kit.check('schemas', route, 'answers its response schema', async () => {
      const path = kit.readPath(route);
      expectThat(path, `no id to read: no list answer names a value for ${route.path}`);
      expectSuccess(route, await kit.send('get', path));
    });
  }
}
