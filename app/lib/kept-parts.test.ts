import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {behaviourIn} from './test-markup';

/** Every app module, as a path from the project root. */
function appModules(directory = 'app'): string[] {
  return readdirSync(directory, {withFileTypes: true}).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return appModules(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The modules a file loads for `keptFromServer`: in such a file, every module it imports late. */
function keptModulesOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  if (!/\bkeptFromServer\(/.test(source) || file.endsWith('kept-html.tsx')) return [];
  return [...source.matchAll(/import\('~\/([^']+)'\)/g)].map(([, path]) => {
    const base = join('app', path!);
    return [`${base}.tsx`, `${base}.ts`].find((candidate) => appModules().includes(candidate)) ?? base;
  });
}

describe('parts kept as the server sent them', () => {
  const kept = appModules().flatMap(keptModulesOf);

  it('are found where `keptFromServer` is used', () => {
    expect(kept).toEqual(
      expect.arrayContaining(['app/components/FooterParts.tsx', 'app/components/NavLinkList.tsx', 'app/components/blog/post.tsx']),
    );
  });

  it('have no behaviour of their own, nor in anything they import: the browser never runs them', () => {
    expect(kept.flatMap((file) => behaviourIn(file))).toEqual([]);
  });

  it('would be told apart from a part with behaviour by the same reading', () => {
    expect(behaviourIn('app/components/SecuritySeal.tsx')).not.toEqual([]);
  });
});
