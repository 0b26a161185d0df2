import { existsSync, statSync } from 'node:fs';
import { join, normalize } from 'node:path';
import type { Connect } from 'vite';

/** A public profile's address, in any language: `/l/<code>`, `/ko/l/<code>`; the language's folder, if any. */
const profileAddress = /^\/(?:(ko|ja|vi|id)\/)?l\/[^/]+\/?$/;

/**
 * The hosting rewrites of README ("Prerendered pages and hosting"), for `vite preview`: a page path
 * gets its prerendered `<path>/index.html` if the build wrote one; a profile the build did not know
 * (`/l/<code>`, `/ko/l/<code>`) its language's generic profile page (`profile-shell.html`, noindex);
 * any other path without a file extension the SPA shell. Files (assets, the service worker,
 * favicons) pass through.
 */
export function servePrerenderedPages(
  outDir: string,
  spaShell: string,
  profileShell: string,
): Connect.NextHandleFunction {
  const isFile = (path: string) => existsSync(join(outDir, path)) && statSync(join(outDir, path)).isFile();
  return (request, _response, next) => {
    const [pathname = '/', query = ''] = (request.url ?? '/').split('?');
    if ((request.method !== 'GET' && request.method !== 'HEAD') || /\.\w+$/.test(pathname)) return next();
    const relative = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
    const page = join(relative, 'index.html');
    const profile = profileAddress.exec(pathname);
    const profilePage = profile ? `/${profile[1] ? `${profile[1]}/` : ''}${profileShell}` : undefined;
    const target = isFile(page) ? page : profilePage && isFile(profilePage) ? profilePage : `/${spaShell}`;
    request.url = `${target.replace(/\\/g, '/')}${query ? `?${query}` : ''}`;
    next();
  };
}
