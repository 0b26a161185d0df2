import { useSearchParams } from 'react-router';

/**
 * Sets one query parameter of the page URL (filters that should survive a reload and be
 * shareable); the default value is dropped from the URL to keep links short.
 */
export function useSetSearchParam() {
  const [, setParams] = useSearchParams();
  return (name: string, value: string, defaultValue = '') =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value && value !== defaultValue) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
}
