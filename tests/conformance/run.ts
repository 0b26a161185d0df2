import { checkAccess } from './checks/access';
import { checkBadInput } from './checks/bad-input';
import { checkErrors } from './checks/errors';
import { checkFilters } from './checks/filters';
import { checkIdempotency } from './checks/idempotency';
import { checkMoney } from './checks/money';
import { checkPaging } from './checks/paging';
import { checkProof } from './checks/proof';
import { checkSchemas } from './checks/schemas';
import { createClient, tokenFor, type ClientOptions } from './client';
import { Kit } from './kit';
import type { CheckResult } from './report';
import { prepareSandbox } from './sandbox';

/** The check groups in the order they run (`--only` picks one); the sandbox setup runs before any. */
export const checkGroups = {
  access: checkAccess,
  schemas: checkSchemas,
  errors: checkErrors,
  'bad-input': checkBadInput,
  money: checkMoney,
  idempotency: checkIdempotency,
  paging: checkPaging,
  filters: checkFilters,
  proof: checkProof,
} as const;
export type CheckGroup = keyof typeof checkGroups;

export const isCheckGroup = (name: string): name is CheckGroup => Object.hasOwn(checkGroups, name);

/**
 * Runs the kit against the server at `base`: signs in (unless given a token), prepares the sandbox
 * through its public API, then the groups. Throws SandboxMissing when the server does not serve
 * the testnet sandbox, SignInFailed when the sign-in is refused.
 */
export async function runConformance(options: ClientOptions & { only?: CheckGroup }): Promise<CheckResult[]> {
  const token = await tokenFor(options);
  const kit = new Kit(createClient({ ...options, token }), createClient({ base: options.base }));
  if (await prepareSandbox(kit)) {
    for (const [group, run] of Object.entries(checkGroups)) if (!options.only || options.only === group) await run(kit);
  }
  return kit.recorder.results;
}
