import { netShareOfGross } from '@octoss/contract/terms';
import { percentOf } from '@octoss/contract/money';

export function netOfGross(gross: number): number {
  return percentOf(gross, netShareOfGross);
}
