import { fireEvent } from '@testing-library/react';

/**
 * Puts `text` into a field in one change event: for fields whose typing is not what a test is about.
 * Typing re-renders the whole form per character, and the pointer and focus events of a click once
 * more each; that costs seconds on a busy machine.
 */
export function enterText(field: HTMLElement, text: string) {
  fireEvent.change(field, { target: { value: text } });
}
