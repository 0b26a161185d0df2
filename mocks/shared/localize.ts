import type { Language } from '@/i18n/languages';

/**
 * Content in every language, keyed by a stable id or an enum code. The database keeps only ids and
 * codes, so stored snapshots never hold a translation and content is chosen when it is read.
 */
export type Catalogue<T> = Readonly<Record<Language, T>>;

/** Declares a catalogue: English sets the shape, and the compiler holds every other language to it. */
export function catalogue<T>(texts: { en: T } & Record<Exclude<Language, 'en'>, NoInfer<T>>): Catalogue<T> {
  return texts;
}

/** The entry `id` of one language's section (`dealNotes[lang]`). An unknown id is a bug of the mock, answered as a 500. */
export function entryOf<T>(section: Readonly<Record<string, T>>, id: string): T {
  const entry = section[id];
  if (entry === undefined) throw new Error(`No content for "${id}"`);
  return entry;
}

/** Fills `{{name}}` placeholders. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}
