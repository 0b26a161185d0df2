/** The API's `sort` parameter: the field, with a leading "-" for descending ("-timestamp"). */
export type SortParam<F extends string> = F | `-${F}`;

export function sortParams<F extends string>(fields: readonly F[]): SortParam<F>[] {
  return fields.flatMap((field) => [`-${field}` as const, field]);
}
