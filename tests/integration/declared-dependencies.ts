import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {builtinModules} from 'node:module';
import {join} from 'node:path';
import ts from 'typescript';

export interface PackageImport {
  file: string;
  /** The package's name: `@scope/name` or `name`, without a subpath. */
  name: string;
  /** Only types: erased from the build, so a dev dependency serves it in production too. */
  typeOnly: boolean;
}

const SOURCE = /\.(?:[cm]?[jt]s|tsx|jsx)$/;
const SKIPPED_DIRECTORIES = new Set(['node_modules', 'build', 'dist', '.data', '.cache']);

/** Source files under each of `roots` (a file or a folder), relative to `cwd`. */
export function sourceFiles(cwd: string, roots: string[]): string[] {
  const files: string[] = [];
  const walk = (path: string) => {
    const full = join(cwd, path);
    if (!existsSync(full)) return;
    if (SOURCE.test(path)) {
      files.push(path);
      return;
    }
    for (const entry of readdirSync(full, {withFileTypes: true})) {
      if (entry.isDirectory() && !SKIPPED_DIRECTORIES.has(entry.name)) walk(join(path, entry.name));
      else if (entry.isFile() && SOURCE.test(entry.name)) files.push(join(path, entry.name));
    }
  };
  roots.forEach(walk);
  return files;
}

/**
 * Every package a file loads: static and dynamic imports, re-exports, `require` and
 * `require.resolve`, and `import('…')` types. Relative paths, `~/` aliases, Node's built-ins,
 * Vite's `virtual:` modules and files at the project's root (`storefrontapi.generated`) are not
 * packages.
 */
export function packageImports(cwd: string, file: string): PackageImport[] {
  const source = ts.createSourceFile(file, readFileSync(join(cwd, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const found: PackageImport[] = [];
  const add = (specifier: ts.Node | undefined, typeOnly: boolean) => {
    if (!specifier || !ts.isStringLiteralLike(specifier)) return;
    const name = packageName(cwd, specifier.text);
    if (name) found.push({file, name, typeOnly});
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      add(node.moduleSpecifier, isTypeOnlyImport(node));
    } else if (ts.isExportDeclaration(node)) {
      add(node.moduleSpecifier, node.isTypeOnly);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node.argument.literal, true);
    } else if (ts.isCallExpression(node) && isLoadingCall(node.expression)) {
      add(node.arguments[0], false);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function isTypeOnlyImport(node: ts.ImportDeclaration): boolean {
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return (
    !clause.name &&
    bindings !== undefined &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((element) => element.isTypeOnly)
  );
}

/** `import(…)`, `require(…)` and `require.resolve(…)`. */
function isLoadingCall(callee: ts.Expression): boolean {
  if (callee.kind === ts.SyntaxKind.ImportKeyword) return true;
  if (ts.isIdentifier(callee)) return callee.text === 'require';
  return (
    ts.isPropertyAccessExpression(callee) &&
    ts.isIdentifier(callee.expression) &&
    callee.expression.text === 'require' &&
    callee.name.text === 'resolve'
  );
}

const BUILTINS = new Set(builtinModules);

function packageName(cwd: string, specifier: string): string | null {
  if (/^(?:\.|\/|~\/|node:|virtual:)/.test(specifier)) return null;
  const name = specifier.startsWith('@')
    ? specifier.split('/').slice(0, 2).join('/')
    : specifier.split('/')[0];
  if (BUILTINS.has(name)) return null;
  // tsconfig's baseUrl makes root files importable by bare name.
  if (['.ts', '.d.ts', '.tsx', '.js'].some((extension) => existsSync(join(cwd, specifier + extension)))) {
    return null;
  }
  return name;
}
