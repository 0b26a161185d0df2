import type { Group } from '../../contract/route';
import type { Db } from '../../mocks/db';
import { mockApi } from './mockApi';

/**
 * The states every page story shows, from the real mock backend:
 * Loaded (demo seed); Empty (a trader who has just signed up, so every endpoint answers as for an
 * empty account; `emptyCatalogue` also empties a public catalogue the page lists, for pages whose
 * content is the same for every account); Loading and Error (the page's groups never answer / fail).
 */
export function pageStates(groups: Group[], emptyCatalogue?: (db: Db) => void) {
  return {
    Loaded: { parameters: { msw: { handlers: mockApi() } } },
    Empty: { parameters: { msw: { handlers: mockApi({ dataset: 'new-account', setup: emptyCatalogue }) } } },
    Loading: { parameters: { msw: { handlers: mockApi({ loading: groups }) } } },
    Error: { parameters: { msw: { handlers: mockApi({ fail: groups }) } } },
    Phone: { parameters: { msw: { handlers: mockApi() } }, globals: { viewport: { value: 'phone' } } },
  };
}
