import type { Group } from '../../contract/route';
import type { Db } from '../../mocks/db';
import type { MockOptions } from './mockApi';

/** A story's mock backend, made when the story loads (stories/support/mockLoader.ts). */
export const mock = (options: MockOptions = {}) => ({ mock: options });

/** The smallest phone the product supports; the toolbar's Viewport menu offers 390 and wider too. */
export const phone = { viewport: { value: 'smallPhone', isRotated: false } };

/**
 * The states every page story shows, from the real mock backend:
 * Loaded (demo seed); Empty (a trader who has just signed up, so every endpoint answers as for an
 * empty account; `emptyCatalogue` also empties a public catalogue the page lists, for pages whose
 * content is the same for every account); Loading and Error (the page's groups never answer / fail);
 * and each of them again on a 360 px phone (Phone is Loaded there).
 */
export function pageStates(groups: Group[], emptyCatalogue?: (db: Db) => void) {
  const states = {
    Loaded: { parameters: mock() },
    Empty: { parameters: mock({ dataset: 'new-account', setup: emptyCatalogue }) },
    Loading: { parameters: mock({ loading: groups }) },
    Error: { parameters: mock({ fail: groups }) },
  };
  return {
    ...states,
    Phone: { ...states.Loaded, globals: phone },
    PhoneEmpty: { ...states.Empty, name: 'Phone: Empty', globals: phone },
    PhoneLoading: { ...states.Loading, name: 'Phone: Loading', globals: phone },
    PhoneError: { ...states.Error, name: 'Phone: Error', globals: phone },
  };
}
