import type { z } from 'zod';
import { updateWalletSchema } from '@octoss/contract/payouts';
import { errorCodes } from '@octoss/contract/errors';
import { addressProblem, type AddressProblem } from '@/domain/wallet';

/** The API error code (422) of each address problem. */
const problemCodes = {
  format: errorCodes.invalidAddressFormat,
  checksum: errorCodes.invalidAddressChecksum,
  burn: errorCodes.invalidAddressBurn,
} as const satisfies Record<AddressProblem, string>;

/**
 * The contract's wallet body, refined by the address rule the server applies (format, checksum,
 * burn address) for the chosen network. A refused address's message is the code the server's
 * 422 would carry, so one text map serves both.
 */
export const walletFormSchema = updateWalletSchema.superRefine(({ network, address }, context) => {
  const problem = addressProblem(network, address);
  if (problem) context.addIssue({ code: 'custom', message: problemCodes[problem], path: ['address'] });
});
export type WalletForm = z.infer<typeof updateWalletSchema>;
