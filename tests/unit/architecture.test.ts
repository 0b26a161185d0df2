// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pagePathPrefixes } from '../../tooling/architecture/page-paths.js';
import { parts, type Part } from '../../tooling/architecture/parts.js';
import { architectureBlock, withBlock } from '../../tooling/architecture/readme.js';

/**
 * The description of the parts and their arrows (tooling/architecture/parts.js) is the one source
 * of the lint's import rules and of README's table: these checks keep it whole and honest.
 */
const root = join(import.meta.dirname, '../..');
const byId = new Map(parts.map((part) => [part.id, part]));
const arrows = (part: Part) => (part.mayImport === 'anything' ? [] : part.mayImport);

/** A glob of the description (`dir/**`, `dir/*`, `*`, a file) as a regex. */
const globRegex = (glob: string) =>
  new RegExp(
    `^${glob
      .split('/')
      .map((segment) =>
        segment === '**' ? '.+' : segment.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*'),
      )
      .join('/')}$`,
  );

/** The parts whose folders hold `file`. */
const partsOf = (file: string) => parts.filter((part) => part.folders.some((glob) => globRegex(glob).test(file)));

describe('the architecture description', () => {
  it('names only parts it describes, each once', () => {
    expect(new Set(parts.map((part) => part.id)).size).toBe(parts.length);
    for (const part of parts) {
      for (const id of [...arrows(part), ...(part.lazy ?? []), ...(part.within ? [part.within] : [])])
        expect(byId.has(id), `${part.id} names ${id}`).toBe(true);
      for (const id of part.lazy ?? []) expect(arrows(part), `${part.id} loads ${id} lazily`).toContain(id);
    }
  });

  it('gives every file of the repository exactly one part (one within another, or naming the file itself, wins)', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter(Boolean);
    const problems = files.flatMap((file) => {
      const found = partsOf(file);
      const innermost = found.filter((part) => !found.some((other) => other.within === part.id));
      // A part that names the file itself wins over a wildcard of another (openapi.json at the root).
      const named = innermost.filter((part) => part.folders.includes(file));
      return innermost.length === 1 || named.length === 1
        ? []
        : [`${file}: ${found.map((part) => part.id).join(', ') || 'no part'}`];
    });
    expect(problems).toEqual([]);
  });

  it('lets a part within another import no more parts than that one', () => {
    for (const part of parts.filter((entry) => entry.within)) {
      const parent = byId.get(part.within!)!;
      const parentMay = [...arrows(parent), parent.id];
      expect(
        arrows(part).filter((id) => !parentMay.includes(id)),
        part.id,
      ).toEqual([]);
    }
  });

  it('makes a DAG of the parts', () => {
    const edges = new Map(parts.map((part) => [part.id, arrows(part)]));
    // A cycle between parts: depth-first search for a back edge.
    const state = new Map<string, 'open' | 'done'>();
    const cycles: string[] = [];
    const visit = (id: string, trail: string[]) => {
      if (state.get(id) === 'done') return;
      if (state.get(id) === 'open') {
        cycles.push([...trail.slice(trail.indexOf(id)), id].join(' -> '));
        return;
      }
      state.set(id, 'open');
      for (const next of edges.get(id) ?? []) visit(next, [...trail, id]);
      state.set(id, 'done');
    };
    for (const part of parts) visit(part.id, []);
    expect(cycles).toEqual([]);
  });

  it('is what README shows (npm run architecture writes it)', async () => {
    const file = join(root, 'README.md');
    const readme = readFileSync(file, 'utf8');
    expect(withBlock(readme, await architectureBlock(file))).toBe(readme);
  });
});

describe('page paths', () => {
  it('are found by their first segments in the paths module (or the registry before it)', () => {
    expect(pagePathPrefixes(root)).toEqual(expect.arrayContaining(['/app', '/deals', '/l', '/trustboard']));
  });
});
