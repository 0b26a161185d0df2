/** The Chromium every browser test and bench drives: `CHROME_PATH`, else Debian's (none can be downloaded here). */
export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Flags for a quiet headless Chromium on a CI machine: no sandbox, GPU, shared memory or background traffic. */
export const quietChromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
