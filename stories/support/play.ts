import { expect, userEvent, waitFor, within } from 'storybook/test';
import { i18next } from '../../src/i18n';

type Step = {
  role: 'button' | 'tab' | 'link' | 'option';
  key: string;
  values?: Record<string, string>;
  index?: number;
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A control's name from its i18n key: names may go on after the label; a value `*` stands for any text (a row's id). */
function nameOf(key: string, values?: Record<string, string>): RegExp {
  const any = '\u0000';
  const filled = Object.fromEntries(
    Object.entries(values ?? {}).map(([name, value]) => [name, value === '*' ? any : value]),
  );
  return new RegExp(`^${escapeRegExp(i18next.t(key, filled)).split(any).join('.+')}`);
}

/**
 * How long a play function waits for a state (a text, a control, a dialog): on a busy machine a
 * story's data and translations can take seconds, and a wait is for a state, not for a time.
 */
const waitMs = 15_000;

type Screen = ReturnType<typeof within>;

/**
 * The step's control, by default once it is enabled (a button that waits for data is disabled
 * until it comes). Found again on each try: a control rendered anew is another element, and the
 * first one found would stay disabled forever.
 */
async function control(
  screen: Screen,
  { role, key, values, index = 0 }: Step,
  { enabled = true } = {},
): Promise<HTMLElement> {
  // The page may still be loading its texts: the label is only known once its namespace is in.
  await i18next.loadNamespaces(key.split(':')[0]!);
  // Names may go on after the label ("Launch Assistant: Trading Advisor"), never before it.
  const name = nameOf(key, values);
  return waitFor(
    () => {
      const found = screen.getAllByRole(role, { name })[index];
      expect(found).toBeDefined();
      if (enabled) expect(found).toBeEnabled();
      return found!;
    },
    { timeout: waitMs },
  );
}

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
    await waitFor(() => expect(i18next.language).toBe(locale), { timeout: waitMs });
    for (const step of steps) await userEvent.click(await control(screen, step));
    await screen.findByRole('dialog', {}, { timeout: waitMs });
  };
}

type Field = { key: string; text: string; values?: Record<string, string> };

/** Writes a field as typing does (React's change event), date fields included. */
function write(input: HTMLInputElement, text: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * A play function that shows a form's validation errors: it clicks `open` (a tab, a dialog's
 * button), writes each field (named by the i18n key of its label), then clicks `submit` when it is
 * enabled (a form checked as typed disables it) or leaves the last field, and waits until a field
 * says it is invalid. Labels are found in the toolbar's language.
 */
export function showValidation({ open = [], fields, submit }: { open?: Step[]; fields: Field[]; submit?: Step }) {
  return async ({ canvasElement, globals }: { canvasElement: HTMLElement; globals?: { locale?: string } }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(i18next.language).toBe(globals?.locale ?? 'en'), { timeout: waitMs });
    for (const step of open) {
      const found = await control(screen, step);
      // An option is one of a native select's: chosen in its select.
      const select = step.role === 'option' ? found.closest('select') : null;
      if (select) await userEvent.selectOptions(select, found);
      else await userEvent.click(found);
    }
    let last: HTMLInputElement | undefined;
    for (const { key, text, values } of fields) {
      await i18next.loadNamespaces(key.split(':')[0]!);
      last = (await screen.findByLabelText(nameOf(key, values), {}, { timeout: waitMs })) as HTMLInputElement;
      write(last, text);
    }
    const button = submit && (await control(screen, submit, { enabled: false }));
    // A form checked as typed may disable its submit a moment after the last field: a click on it
    // then does nothing, as in a browser, instead of failing on `pointer-events: none`.
    if (button && !(button as HTMLButtonElement).disabled)
      await userEvent.setup({ pointerEventsCheck: 0 }).click(button);
    else last?.blur();
    await waitFor(() => expect(canvasElement.ownerDocument.querySelector('[aria-invalid="true"]')).not.toBeNull(), {
      timeout: waitMs,
    });
  };
}
