import type { Group } from '../../src/api/contract/route';
import type { Db } from '../../mocks/db';
import { mockApi } from './mockApi';

/**
 * The four states every page story shows, from the real mock backend:
 * Loaded (demo seed), Empty (`empty` clears the tables), Loading and Error (the page's groups).
 */
export function pageStates(groups: Group[], empty: (db: Db) => void) {
  return {
    Loaded: { parameters: { msw: { handlers: mockApi() } } },
    Empty: { parameters: { msw: { handlers: mockApi({ setup: empty }) } } },
    Loading: { parameters: { msw: { handlers: mockApi({ loading: groups }) } } },
    Error: { parameters: { msw: { handlers: mockApi({ fail: groups }) } } },
    Phone: { parameters: { msw: { handlers: mockApi() } }, globals: { viewport: { value: 'phone' } } },
  };
}
