/**
 * Characters free text must not carry: C0 controls other than tab and line breaks, DEL, and the
 * bidirectional embedding, override and isolate marks (U+202A-202E, U+2066-2069), which can make
 * a stored text read differently from what it holds ("Trojan Source"). Such text is rejected, not
 * silently stripped: the sender learns about it, and nothing stored differs from what was sent.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is this rule's whole job
const hiddenControls = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]/;

export function hasNoHiddenControls(text: string): boolean {
  return !hiddenControls.test(text);
}

export const hiddenControlsMessage = 'No control or text-direction characters';
