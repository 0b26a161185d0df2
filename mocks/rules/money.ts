import { netShareOfGross } from '@/api/contract/terms';
import { percentOf } from '@/domain/money';

export function netOfGross(gross: number): number {
  return percentOf(gross, netShareOfGross);
}
