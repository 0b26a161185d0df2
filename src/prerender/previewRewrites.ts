import { existsSync, statSync } from 'node:fs';
import { join, normalize } from 'node:path';
import type { Connect } from 'vite';

/**
 * The hosting rewrites of README ("Hosting"), for `vite preview`: a page path gets its prerendered
 * `<path>/index.html` if the build wrote one, any other path without a file extension the SPA shell.
 * Files (assets, the service worker, favicons) pass through.
 */
export function servePrerenderedPages(outDir: string, spaShell: string): Connect.NextHandleFunction {
  return (request, _response, next) => {
    const [pathname = '/', query = ''] = (request.url ?? '/').split('?');
    if ((request.method !== 'GET' && request.method !== 'HEAD') || /\.\w+$/.test(pathname)) return next();
    const relative = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
    const page = join(relative, 'index.html');
    const target = existsSync(join(outDir, page)) && statSync(join(outDir, page)).isFile() ? page : `/${spaShell}`;
    request.url = `${target.replace(/\\/g, '/')}${query ? `?${query}` : ''}`;
    next();
  };
}
