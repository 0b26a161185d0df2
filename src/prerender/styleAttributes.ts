import { createHash } from 'node:crypto';

const styleAttribute = / style="([^"]*)"/g;

const unescapeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * The CSP allows no style attribute in HTML, and MUI writes some (a Paper's shadow and overlay, a
 * Link's underline colour as custom properties). Each becomes `data-style="<hash>"` with a rule in
 * the page's stylesheet. React leaves an attribute it does not render alone after hydrating, so the
 * rule keeps applying; one it renders later goes through the CSSOM, which the CSP allows.
 * Under `#root`, the rule outranks a class as the attribute did: emotion inserts the same classes
 * again once the app runs, after this stylesheet, and an equal rank would then lose to them.
 */
export function styleAttributesToRules(html: string): { html: string; css: string } {
  const rules = new Map<string, string>();
  const rewritten = html.replace(styleAttribute, (_, value: string) => {
    const declarations = unescapeAttribute(value);
    const hash = createHash('sha256').update(declarations).digest('hex').slice(0, 8);
    rules.set(hash, `#root [data-style="${hash}"]{${declarations}}`);
    return ` data-style="${hash}"`;
  });
  return { html: rewritten, css: [...rules.values()].join('') };
}
