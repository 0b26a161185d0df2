/**
 * The answers a prerendered page was rendered with (src/prerender/publicReads.ts): reads the same
 * for every reader, written into the HTML as a JSON data block (not a script the CSP must allow),
 * for the browser's first render to show what the HTML shows.
 */
export const answersElementId = 'prerendered-answers';

/** The JSON data block of `answers`: every `<` escaped, so no text in it can close the element. */
export function answersBlock(answers: string): string {
  return `<script type="application/json" id="${answersElementId}">${answers.replace(/</g, '\\u003c')}</script>`;
}

/** The answers this document carries, once (the element is removed), or undefined. */
export function takePrerenderedAnswers(): unknown {
  const element = typeof document === 'undefined' ? null : document.getElementById(answersElementId);
  if (!element) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as unknown;
  } catch {
    // A page whose answers cannot be read loads them as any page does.
    return undefined;
  }
}
