/**
 * A stored column holding one of the contract's values (e.g. `oneOf(accrualStatuses)`): rows are
 * created and read back typed as that union, not as any string, so views need no casts. The default,
 * used only if a create leaves the column out (none does), is the list's first value. The list goes
 * with it (`options`), so a stored copy can be checked against it when it is loaded.
 */
export function oneOf<const Options extends readonly [string, ...string[]]>(
  options: Options,
): (() => Options[number]) & { options: Options } {
  return Object.assign(() => options[0], { options });
}

/** A stored list of the contract's values (e.g. `listOf(dealRegions)`), empty by default. */
export function listOf<const Options extends readonly string[]>(
  options: Options,
): (() => Options[number][]) & { options: Options } {
  return Object.assign((): Options[number][] => [], { options });
}

/** Whether `value` is one of a contract list's values: a checked narrowing for input from outside (URL, env, headers). */
export function isOneOf<const Options extends readonly string[]>(
  options: Options,
  value: string | null | undefined,
): value is Options[number] {
  return options.some((option) => option === value);
}
