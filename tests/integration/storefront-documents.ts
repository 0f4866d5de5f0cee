import {readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {Kind, parse, type DefinitionNode, type DocumentNode} from 'graphql';

export interface SourceDocument {
  file: string;
  text: string;
}

/** Customer Account API documents live in folders of this name; every other document is the Storefront API's. */
const CUSTOMER_ACCOUNT_FOLDER = /(^|[\\/])customer-account-api[\\/]/;

/** Every Storefront API `#graphql` template literal in the storefront's source, with interpolations removed. */
export function collectStorefrontDocuments(appDir: string): SourceDocument[] {
  return collectDocuments(sourceFiles(appDir).filter((file) => !CUSTOMER_ACCOUNT_FOLDER.test(file)));
}

/** The same for the Customer Account API documents of new customer accounts. */
export function collectCustomerAccountDocuments(appDir: string): SourceDocument[] {
  return collectDocuments(sourceFiles(appDir).filter((file) => CUSTOMER_ACCOUNT_FOLDER.test(file)));
}

function collectDocuments(files: string[]): SourceDocument[] {
  const documents: SourceDocument[] = [];
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/`#graphql([\s\S]*?)`/g)) {
      // `${FRAGMENT}` pulls in a fragment defined elsewhere; the pool of all fragments supplies it.
      documents.push({file: relative(process.cwd(), file), text: match[1].replace(/\$\{[^}]*\}/g, '')});
    }
  }
  return documents;
}

/** Each operation with exactly the fragments it uses, transitively, from the whole app. */
export function operationsWithFragments(documents: SourceDocument[]) {
  const fragments = new Map<string, DefinitionNode>();
  const operations: {file: string; name: string; definition: DefinitionNode}[] = [];
  for (const {file, text} of documents) {
    for (const definition of parse(text).definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) {
        fragments.set(definition.name.value, definition);
      } else if (definition.kind === Kind.OPERATION_DEFINITION) {
        operations.push({file, name: definition.name?.value ?? '(anonymous)', definition});
      }
    }
  }
  return operations.map(({file, name, definition}) => {
    const used = new Map<string, DefinitionNode>();
    const visit = (node: unknown) => {
      if (!node || typeof node !== 'object') return;
      if ((node as {kind?: string}).kind === Kind.FRAGMENT_SPREAD) {
        const fragmentName = (node as {name: {value: string}}).name.value;
        const fragment = fragments.get(fragmentName);
        if (fragment && !used.has(fragmentName)) {
          used.set(fragmentName, fragment);
          visit(fragment);
        }
      }
      for (const [key, value] of Object.entries(node)) {
        // `loc` links every token to the next: walking it recurses once per token of the document.
        if (key === 'loc') continue;
        if (Array.isArray(value)) value.forEach(visit);
        else if (value && typeof value === 'object') visit(value);
      }
    };
    visit(definition);
    const document: DocumentNode = {kind: Kind.DOCUMENT, definitions: [definition, ...used.values()]};
    return {file, name, document};
  });
}

export function allFragments(documents: SourceDocument[]) {
  return documents.flatMap(({file, text}) =>
    parse(text)
      .definitions.filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((definition) => ({file, definition})),
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
