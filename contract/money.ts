/**
 * Money arithmetic on integer cents, so 0.1 + 0.2 style errors never reach a balance.
 * The API carries USDT as numbers with at most 2 decimals.
 */
export const toCents = (amount: number): number => Math.round(amount * 100);
export const fromCents = (cents: number): number => cents / 100;

/** An amount rounded to the cent (half up): 215.4049 -> 215.4. */
export function roundToCents(amount: number): number {
  return fromCents(toCents(amount));
}

export function addMoney(...amounts: number[]): number {
  return fromCents(amounts.reduce((sum, amount) => sum + toCents(amount), 0));
}

export function subtractMoney(from: number, amount: number): number {
  return fromCents(toCents(from) - toCents(amount));
}

/** A share of an amount, rounded to the cent (e.g. net = 90% of gross). */
export function percentOf(amount: number, fraction: number): number {
  return fromCents(Math.round(toCents(amount) * fraction));
}

/**
 * The one money rule of the API: a USDT amount is a finite number with at most 2 decimals, exactly
 * (no tolerance: 10.000000001 is not an amount). A number is exact to the cent when printing it
 * with 2 decimals and reading it back gives the same number; the contract schema, the claim
 * dialog and the domain all ask this function.
 */
export function hasAtMostTwoDecimals(amount: number): boolean {
  return Number.isFinite(amount) && Math.abs(amount) < 1e15 && Number(amount.toFixed(2)) === amount;
}

export const twoDecimalsMessage = 'At most 2 decimals';

/** The smallest claim the payout rules allow (spec section 9: minimum claim $10.00). */
export const minimumClaimUsdt = 10;
