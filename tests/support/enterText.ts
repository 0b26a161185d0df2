import type userEvent from '@testing-library/user-event';

/**
 * Puts `text` into a field at once, as a paste does: for fields whose typing is not what a test is
 * about (each typed character re-renders the whole form, which takes seconds on a busy machine).
 */
export async function enterText(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
