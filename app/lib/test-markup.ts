import {existsSync, readFileSync} from 'node:fs';
import {dirname, join, normalize} from 'node:path';

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
export function behaviourIn(file: string, seen = new Set<string>()): string[] {
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
