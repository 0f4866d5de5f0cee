/**
 * The packages the code loads are the packages `package.json` declares: an undeclared one works
 * only while something else happens to install it, and a declared one nothing loads is dead weight
 * in every install.
 */
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {packageImports, sourceFiles, type PackageImport} from './declared-dependencies';

const ROOT = process.cwd();
const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const dependencies = new Set(Object.keys(manifest.dependencies));
const declared = new Set([...dependencies, ...Object.keys(manifest.devDependencies)]);

const files = sourceFiles(ROOT, [
  'app',
  'scripts',
  'tests',
  'sandbox',
  'server.ts',
  'storefrontapi.generated.d.ts',
  'env.d.ts',
  'virtual-modules.d.ts',
  'vite.config.ts',
  'vitest.config.ts',
  'vitest.resilience.config.ts',
  'playwright.config.ts',
  'eslint.config.js',
  '.graphqlrc.ts',
]);
const imports = files.flatMap((file) => packageImports(ROOT, file));

/**
 * The store's own code, which the production build bundles. Tests and their helpers are not, nor is
 * `app/routes.ts`: the Remix Vite plugin reads it while building, as Hydrogen's template has it.
 */
function isStoreCode({file}: PackageImport): boolean {
  if (file === 'server.ts') return true;
  if (file === 'app/routes.ts') return false;
  return file.startsWith('app/') && !/(?:^|\/)test-[^/]+$|\.test\.[jt]sx?$/.test(file);
}

/** Declared, used, and never loaded by a module: where each one is used instead. */
const USED_WITHOUT_AN_IMPORT: Record<string, string> = {
  '@graphql-codegen/cli': '`shopify hydrogen codegen` loads it from the project (.graphqlrc.ts)',
  '@shopify/cli': '`shopify hydrogen …` commands (README, deploy workflow)',
  '@shopify/oxygen-workers-types': 'tsconfig.json `types`',
  '@types/better-sqlite3': 'types of better-sqlite3',
  '@types/node': 'tsconfig.json `types`',
  '@types/react': 'types of react',
  '@types/react-dom': 'types of react-dom',
  'happy-dom': 'vitest environment of component tests',
  'patch-package': '`postinstall`',
  tailwindcss: '`@import` in app/styles/app.css',
  tsx: 'runs the scripts in package.json',
  typescript: '`tsc --noEmit`',
};

describe('declared dependencies', () => {
  it('reads the source files', () => {
    expect(files).toContain('app/root.tsx');
    expect(files).toContain('sandbox/main.ts');
    expect(imports.length).toBeGreaterThan(100);
  });

  it('declares every package the code imports', () => {
    const undeclared = imports.filter(({name}) => !declared.has(name));
    expect(undeclared.map(({file, name}) => `${file}: ${name}`)).toEqual([]);
  });

  it('lists what the store’s own code loads under dependencies, not devDependencies', () => {
    const devOnly = imports.filter(
      (entry) => isStoreCode(entry) && !entry.typeOnly && !dependencies.has(entry.name),
    );
    expect(devOnly.map(({file, name}) => `${file}: ${name}`)).toEqual([]);
  });

  it('declares nothing that nothing uses', () => {
    const used = new Set([...imports.map(({name}) => name), ...Object.keys(USED_WITHOUT_AN_IMPORT)]);
    expect([...declared].filter((name) => !used.has(name))).toEqual([]);
    expect(Object.keys(USED_WITHOUT_AN_IMPORT).filter((name) => !declared.has(name))).toEqual([]);
  });
});
