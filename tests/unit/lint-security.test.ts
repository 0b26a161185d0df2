import { describe, expect, it } from 'vitest';
import { restrictedSyntax } from '../support/lint';

/**
 * The project's own ESLint config against small snippets: the security rules must catch what
 * they are for (and leave the safe forms alone), including MUI props, spreads and window.open.
 */
const problems = (code: string) =>
  restrictedSyntax(`export const Example = (u: string, where: string) => ${code};\n`, 'src/components/Example.tsx');

const newTab = 'rel="noopener noreferrer"';

describe('security lint rules', () => {
  it.each([
    ['a literal target', '<a href={u} target="_blank">x</a>'],
    ['half a rel', '<a href={u} target="_blank" rel="noopener">x</a>'],
    ['a target in braces', "<a href={u} target={'_blank'}>x</a>"],
    ['a computed target on component="a"', '<Button component="a" href={u} target={where}>x</Button>'],
  ])('flag an element with %s: %s', async (_case, code) => {
    expect(await problems(code)).toEqual([expect.stringContaining(newTab)]);
  });

  it.each([
    [
      'props spread from an object',
      "(() => { const external = { target: '_blank' }; return <Button {...external} href={u}>x</Button>; })()",
    ],
    ['slot props', "<Link href={u} slotProps={{ root: { target: '_blank', rel: 'noopener' } }}>x</Link>"],
  ])('flag a target given through %s: %s', async (_case, code) => {
    expect(await problems(code)).toEqual([expect.stringContaining(newTab)]);
  });

  it.each([
    ['no features', 'window.open(u)'],
    ['noopener only', "window.open(u, '_blank', 'noopener')"],
  ])('flag window.open with %s: %s', async (_case, code) => {
    expect(await problems(code)).toEqual([expect.stringContaining('noopener,noreferrer')]);
  });

  it('flag a script-made link opening a new tab', async () => {
    expect(
      await problems("(() => { const a = document.createElement('a'); a.target = '_blank'; return a; })()"),
    ).toEqual([expect.stringContaining(newTab)]);
  });

  it('flag dangerouslySetInnerHTML', async () => {
    expect(await problems('<div dangerouslySetInnerHTML={{ __html: u }} />')).toEqual(['No dangerouslySetInnerHTML.']);
  });

  it.each([
    `<a href={u} target="_blank" ${newTab}>x</a>`,
    `<Button component="a" href={u} target={where} ${newTab}>x</Button>`,
    '<a href={u} target="_self">x</a>',
    '<SkipLink target="main" />',
    "<Link href={u} slotProps={{ root: { target: '_blank', rel: 'noopener noreferrer' } }}>x</Link>",
    "window.open(u, '_blank', 'noopener,noreferrer')",
  ])('accept %s', async (code) => {
    expect(await problems(code)).toEqual([]);
  });
});
