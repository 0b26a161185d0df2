/** localStorage that never throws (private mode, disabled storage, quota). */
export const storage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Nothing to do: the choice simply is not remembered.
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // idem
    }
  },
};

export const storageKeys = {
  language: 'lang',
  dataset: 'octoss.dataset',
  /** The answer to the offer of the browser's language on an English page: `accepted:ko`, `declined:ko` (src/app/layout/LanguageOffer.tsx). */
  languageOffer: 'octoss.languageOffer',
  /** The bearer token of the signed-in user and when it expires (src/api/authToken.ts). */
  session: 'octoss.session',
  /** What this browser keeps of the ledger proof (owner key, last checkpoint seen), per data set: `octoss.proof.<data set>`. */
  proof: 'octoss.proof',
} as const;
