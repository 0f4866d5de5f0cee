import {existsSync, readFileSync} from 'node:fs';
import {dirname, join, normalize} from 'node:path';
import {describe, expect, it} from 'vitest';
import {hydratedBlocks, hydratedContent, MARKUP_ONLY_BLOCKS} from './markup-only';
import {BLOCKS, blockFile} from './registry';

/** What makes a module more than markup: its own state, effects, handlers, forms or late code. */
const BEHAVIOUR = [
  /\buse(State|Reducer|Effect|LayoutEffect|Ref|Fetcher|Navigation|Submit|SyncExternalStore|Transition|Hydrated)\b/,
  /\son(Click|Change|Input|Submit|Key\w+|Pointer\w+|Mouse\w+|Touch\w+|Focus|Blur|Toggle|Close|Scroll|Load|Error)=\{/,
  /<[Ff]orm\b/,
  /\b(hydratedLater|lazyComponent)\(/,
];
/** Handlers `KeptHtml` stands in for. */
const FOLLOWED_BY_KEPT_HTML = ['onClick={followFragmentLink}'];

/** Every behaviour in a module and the app modules it imports (types aside), as `file: match`. */
function behaviourIn(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  let source = readFileSync(file, 'utf8');
  for (const followed of FOLLOWED_BY_KEPT_HTML) source = source.replaceAll(followed, '');
  const found = BEHAVIOUR.flatMap((pattern) => source.match(pattern)?.[0] ?? []).map((match) => `${file}: ${match}`);
  for (const [, from] of source.matchAll(/^import\s+(?!type\b)[^;]*?from\s+'((?:~|\.{1,2})\/[^']+)'/gm)) {
    const base = from.startsWith('~/') ? join('app', from.slice(2)) : normalize(join(dirname(file), from));
    const module = ['.tsx', '.ts'].map((extension) => base + extension).find((candidate) => existsSync(candidate));
    if (module) found.push(...behaviourIn(module, seen));
  }
  return found;
}

describe('markup-only blocks', () => {
  it('are registered blocks', () => {
    expect([...MARKUP_ONLY_BLOCKS].filter((name) => !(name in BLOCKS))).toEqual([]);
  });

  it('have no behaviour of their own, nor in anything they import', () => {
    const found = [...MARKUP_ONLY_BLOCKS].flatMap((name) => behaviourIn(blockFile(name)));
    expect(found).toEqual([]);
  });

  it('are told apart from blocks with behaviour by the same reading', () => {
    expect(behaviourIn(blockFile('video'))).not.toEqual([]);
    expect(behaviourIn(blockFile('tabs'))).not.toEqual([]);
    expect(behaviourIn(blockFile('product-deal-card'))).not.toEqual([]);
  });
});

describe('hydratedBlocks', () => {
  const heading = {_uid: 'h', component: 'heading', text: 'Cups'};
  const withTabs = {_uid: 's', component: 'section', body: [{_uid: 't', component: 'tabs', tabs: []}]};
  const plain = {_uid: 'p', component: 'section', body: [heading]};

  it('leaves out bodies that are markup through and through, and keeps any holding behaviour', () => {
    expect(hydratedBlocks([plain, withTabs, heading], false)).toEqual([withTabs]);
  });

  it('keeps every block in the preview', () => {
    expect(hydratedBlocks([plain, withTabs], true)).toEqual([plain, withTabs]);
  });

  it('applies to the body of a page story only', () => {
    expect(hydratedContent({_uid: 'c', component: 'page', body: [plain, withTabs]}, false)).toEqual({
      _uid: 'c',
      component: 'page',
      body: [withTabs],
    });
    const contact = {_uid: 'c', component: 'contact', body: [plain]};
    expect(hydratedContent(contact, false)).toBe(contact);
  });
});
