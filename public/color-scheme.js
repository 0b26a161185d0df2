/*
 * Sets the light or dark class on <html> before the first paint, as MUI's InitColorSchemeScript
 * would: the stored choice (MUI's keys, see src/app/layout/ThemeToggle.tsx), else the system's.
 * A blocking external script, because the Content-Security-Policy allows no inline ones; it is
 * loaded by index.html and so by every prerendered page.
 */
(function () {
  try {
    var mode = localStorage.getItem('mui-mode') || 'system';
    var systemDark = window.matchMedia('(prefers-color-scheme: dark)').matches;
    var resolved = mode === 'system' ? (systemDark ? 'dark' : 'light') : mode;
    var scheme = localStorage.getItem('mui-color-scheme-' + resolved) || resolved;
    document.documentElement.classList.remove('light', 'dark');
    document.documentElement.classList.add(scheme);
  } catch {
    // No storage (private mode, disabled): the app sets the class once it runs.
  }
})();
