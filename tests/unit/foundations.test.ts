// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { productIcons } from '../../stories/foundations/productIcons';

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });

describe('Foundations', () => {
  it('the Icons page lists exactly the icons src/ uses', () => {
    const used = new Set(
      files('src').flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/from '@mui\/icons-material\/(\w+)'/g)].map((match) => match[1]!),
      ),
    );
    expect(Object.keys(productIcons).sort()).toEqual([...used].sort());
  });
});
