/** The db keeps epoch ms; the API speaks ISO 8601. */
export const toIso = (ms: number): string => new Date(ms).toISOString();

export const toIsoOrNull = (ms: number | null | undefined): string | null => (ms == null ? null : toIso(ms));
