import { expect, userEvent, waitFor, within } from 'storybook/test';
import { i18next } from '../../src/i18n';

type Step = { role: 'button' | 'tab' | 'link'; key: string; values?: Record<string, string>; index?: number };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A play function that clicks controls in order and waits for a dialog. Controls are named by
 * i18n keys, so the story opens its dialog in whatever locale the toolbar shows.
 */
export function openDialog(...steps: Step[]) {
  return async ({ canvasElement, globals }: { canvasElement: HTMLElement; globals?: { locale?: string } }) => {
    // Dialogs render in a portal: look in the whole document, not only the story's canvas.
    const screen = within(canvasElement.ownerDocument.body);
    // The story frame switches to the toolbar's locale after its first render: name controls in that one.
    const locale = globals?.locale ?? 'en';
    await waitFor(() => expect(i18next.language).toBe(locale), { timeout: 5000 });
    for (const { role, key, values, index = 0 } of steps) {
      // The page may still be loading its texts: the label is only known once its namespace is in.
      await i18next.loadNamespaces(key.split(':')[0]!);
      // Names may go on after the label ("Launch Assistant: Trading Advisor"), never before it.
      const name = new RegExp(`^${escapeRegExp(i18next.t(key, values))}`);
      const controls = await screen.findAllByRole(role, { name }, { timeout: 5000 });
      const control = controls[index]!;
      await waitFor(() => expect(control).toBeEnabled());
      await userEvent.click(control);
    }
    await screen.findByRole('dialog', {}, { timeout: 5000 });
  };
}
