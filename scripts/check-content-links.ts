/**
 * `npm run content:check-links`: reads every published story of every locale through Storyblok's CDN
 * API, as the store does, and follows each internal link in them on a running storefront. It reports
 * links that answer 404 (or another error) and fragments (`/faq#cup-sizes`) that name no element of
 * the page, and exits non-zero when there is one. Links to other sites are not followed.
 *
 * It reads the store's environment as `npm start` does (`.env.example`, then `.env`, then the shell):
 * STORYBLOK_API_URL and STORYBLOK_PUBLIC_TOKEN, and PUBLIC_STORE_URL for the storefront to ask, which
 * `--store <url>` overrides (a local build, a preview deployment).
 */
import {pathToFileURL} from 'node:url';
import {envSchema, type AppEnv} from '../app/lib/env';
import {LOCALES, type Locale} from '../app/lib/i18n/locale';
import {getAllStories} from '../app/lib/content/storyblok/all-stories.server';
import {createContentClient} from '../app/lib/content/storyblok/client.server';
import {isInternalHref, linkFromMarkAttrs, storyblokLinkHref} from '../app/lib/content/storyblok/links';
import type {StoryblokLink} from '../app/lib/content/storyblok/types';
import {loadLocalEnv} from './local-env';

const CheckEnvSchema = envSchema.pick({
  STORYBLOK_API_URL: true,
  STORYBLOK_PUBLIC_TOKEN: true,
  PUBLIC_STORE_URL: true,
});

/** Pages asked at once: enough to be quick, few enough not to load a small store. */
const CONCURRENCY = 4;

export interface LinkProblem {
  /** The story that holds the link (`en-us/global`). */
  story: string;
  href: string;
  problem: string;
}

export interface CheckResult {
  stories: number;
  links: number;
  problems: LinkProblem[];
}

/** A link found in a story: where it points, as the store renders it. */
interface FoundLink {
  story: string;
  href: string;
}

/** Every internal link of every published story in every locale, checked on the storefront. */
export async function checkContentLinks({
  rawEnv = loadLocalEnv(),
  storeUrl,
  log = console.log,
}: {
  rawEnv?: Record<string, string | undefined>;
  storeUrl?: string;
  log?: (line: string) => void;
} = {}): Promise<CheckResult> {
  const parsed = CheckEnvSchema.safeParse(rawEnv);
  if (!parsed.success) {
    throw new Error(
      `Invalid environment: ${parsed.error.issues.map((issue) => `${issue.path[0]} ${issue.message}`).join('; ')}`,
    );
  }
  const env = parsed.data as AppEnv;
  const store = new URL(storeUrl ?? env.PUBLIC_STORE_URL);
  log(`Checking the links of published Storyblok stories from ${env.STORYBLOK_API_URL} on ${store.origin}`);

  const found: FoundLink[] = [];
  let storyCount = 0;
  for (const locale of LOCALES) {
    const stories = await getAllStories(createContentClient({env, locale}), {});
    storyCount += stories.length;
    for (const story of stories) {
      for (const href of linksIn(story.content, locale)) {
        const internal = internalUrl(href, store);
        if (internal) found.push({story: story.full_slug, href: internal.pathname + internal.search + internal.hash});
      }
    }
    log(`  ${locale.tag}: ${stories.length} stories read`);
  }

  const pages = await checkPages(
    [...new Set(found.map((link) => withoutHash(link.href)))],
    store,
    found.some((link) => link.href.includes('#')),
  );
  const problems: LinkProblem[] = [];
  for (const link of found) {
    const problem = problemOf(link.href, pages.get(withoutHash(link.href))!);
    if (problem) problems.push({...link, problem});
  }
  log(`Checked ${found.length} links in ${storyCount} stories: ${problems.length ? `${problems.length} broken` : 'none broken'}`);
  for (const {story, href, problem} of problems) log(`  ${story}: ${href} ${problem}`);
  return {stories: storyCount, links: found.length, problems};
}

/** The hrefs of a story's multilinks, rich-text links and HTML anchors, as the store renders them. */
export function linksIn(content: unknown, locale: Locale): string[] {
  const hrefs: string[] = [];
  const visit = (value: unknown) => {
    if (typeof value === 'string') {
      for (const [, href] of value.matchAll(/<a\s[^>]*?href\s*=\s*["']([^"']+)["']/gi)) hrefs.push(decodeEntities(href));
      return;
    }
    if (Array.isArray(value)) return value.forEach(visit);
    if (value === null || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    if (typeof record.linktype === 'string') {
      const href = storyblokLinkHref(record as StoryblokLink, locale);
      if (href) hrefs.push(href);
      return;
    }
    if (record.type === 'link' && record.attrs && typeof record.attrs === 'object') {
      const href = storyblokLinkHref(linkFromMarkAttrs(record.attrs as Record<string, unknown>), locale);
      if (href) hrefs.push(href);
      return;
    }
    Object.values(record).forEach(visit);
  };
  visit(content);
  return hrefs;
}

/** The link's address on the store, or null when it leads elsewhere (another site, mail, phone). */
function internalUrl(href: string, store: URL): URL | null {
  if (isInternalHref(href)) return new URL(href, store);
  try {
    const url = new URL(href);
    return url.origin === store.origin ? url : null;
  } catch {
    return null;
  }
}

interface PageAnswer {
  status: number;
  /** Every `id` (and `a name`) of the page, when a fragment needs them. */
  ids?: Set<string>;
}

/** Each page once, a few at a time, following redirects as a browser would. */
async function checkPages(paths: string[], store: URL, readIds: boolean): Promise<Map<string, PageAnswer>> {
  const answers = new Map<string, PageAnswer>();
  const queue = [...paths];
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      try {
        const response = await fetch(new URL(path, store), {headers: {Accept: 'text/html'}});
        const html = readIds && response.ok ? await response.text() : (await response.body?.cancel(), '');
        answers.set(path, {status: response.status, ...(readIds && response.ok ? {ids: elementIds(html)} : {})});
      } catch (error) {
        answers.set(path, {status: 0});
        console.error(`${path}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };
  await Promise.all(Array.from({length: CONCURRENCY}, worker));
  return answers;
}

function problemOf(href: string, page: PageAnswer): string | null {
  if (page.status === 0) return 'could not be fetched';
  if (page.status >= 400) return `answers ${page.status}`;
  const hash = href.indexOf('#');
  if (hash < 0) return null;
  const fragment = decodeURIComponent(href.slice(hash + 1));
  // An empty fragment and `#top` are the top of the page, with or without such an element.
  if (!fragment || fragment.toLowerCase() === 'top' || page.ids?.has(fragment)) return null;
  return `names no element on ${withoutHash(href)} (no id "${fragment}")`;
}

/** The ids a fragment can name: every `id`, and `name` of anchors, as the server sent them. */
export function elementIds(html: string): Set<string> {
  const ids = new Set<string>();
  for (const [, value] of html.matchAll(/\sid\s*=\s*"([^"]*)"/gi)) ids.add(decodeEntities(value));
  for (const [, value] of html.matchAll(/<a\s[^>]*?\bname\s*=\s*"([^"]*)"/gi)) ids.add(decodeEntities(value));
  return ids;
}

function withoutHash(href: string): string {
  const hash = href.indexOf('#');
  return hash < 0 ? href : href.slice(0, hash);
}

function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function storeArgument(argv: string[]): string | undefined {
  const index = argv.indexOf('--store');
  return index >= 0 ? argv[index + 1] : argv.find((arg) => arg.startsWith('--store='))?.slice('--store='.length);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  checkContentLinks({storeUrl: storeArgument(process.argv.slice(2))}).then(
    ({problems}) => process.exit(problems.length ? 1 : 0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(2);
    },
  );
}
