/**
 * The canonical JSON of PROOF.md §2: one flat object, keys sorted, no whitespace, ASCII only,
 * integers only. The bytes must equal Python's
 * `json.dumps(obj, sort_keys=True, separators=(',', ':'), ensure_ascii=True)`, since an outside
 * verifier hashes them that way; `JSON.stringify` alone differs on non-ASCII text and DEL.
 */

/** A value a canonical object may hold: text, a safe integer, or null. */
export type CanonicalScalar = string | number | null;

/**
 * Python's ensure_ascii escaping: `"` and `\` escaped, the usual short escapes for control
 * characters, and every UTF-16 code unit outside space..`~` as `\u` + 4 lowercase hex digits. Going
 * code unit by code unit gives surrogate pairs for astral characters, as Python does.
 */
function quote(text: string): string {
  let out = '"';
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    if (unit === 0x22) out += '\\"';
    else if (unit === 0x5c) out += '\\\\';
    else if (unit === 0x0a) out += '\\n';
    else if (unit === 0x0d) out += '\\r';
    else if (unit === 0x09) out += '\\t';
    else if (unit === 0x08) out += '\\b';
    else if (unit === 0x0c) out += '\\f';
    else if (unit >= 0x20 && unit <= 0x7e) out += text[index];
    else out += '\\u' + unit.toString(16).padStart(4, '0');
  }
  return out + '"';
}

/** Sorted like Python's sort_keys: by code point, which differs from UTF-16 order above U+FFFF. */
function byCodePoint(a: string, b: string): number {
  const left = [...a];
  const right = [...b];
  for (let index = 0; index < Math.min(left.length, right.length); index += 1) {
    const diff = (left[index]?.codePointAt(0) ?? 0) - (right[index]?.codePointAt(0) ?? 0);
    if (diff !== 0) return diff;
  }
  return left.length - right.length;
}

function scalar(key: string, value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'number') {
    // Safe integers only: a float or a number past 2^53 would print differently in other languages.
    if (!Number.isSafeInteger(value)) throw new RangeError(`${key}: ${value} is not an integer below 2^53`);
    return String(value);
  }
  throw new TypeError(`${key}: only strings, integers and null may be committed, got ${typeof value}`);
}

/** The canonical JSON text of a flat object (throws on nested values, floats or big integers). */
export function canonicalJson(object: Readonly<Record<string, unknown>>): string {
  const keys = Object.keys(object).sort(byCodePoint);
  return '{' + keys.map((key) => `${quote(key)}:${scalar(key, object[key])}`).join(',') + '}';
}
