import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * A control once it answers. A button that waits for its data (Claim USDT, until the balance and
 * the wallet have rendered) is found before it is enabled; a person clicks it only then.
 */
export async function whenEnabled(found: Promise<HTMLElement>): Promise<HTMLElement> {
  const control = await found;
  await waitFor(() => expect(control).toBeEnabled());
  return control;
}
