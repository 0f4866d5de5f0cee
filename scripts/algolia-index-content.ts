/**
 * `npm run algolia:index-content`: fills each locale's `storyblok_content_{locale}` index with the
 * published stories Storyblok's CDN API gives, and removes the records of stories that are gone,
 * printing each page read and each index's counts. The storefront's webhook
 * (`/api/storyblok-webhook`) keeps the indexes current afterwards; run this once for a new Algolia
 * application, and whenever they may have drifted (a missed webhook, a change to the records).
 *
 * It reads the store's environment as `npm start` does (`.env.example`, then `.env`, then the shell):
 * STORYBLOK_API_URL, STORYBLOK_PUBLIC_TOKEN, PUBLIC_ALGOLIA_APP_ID, PUBLIC_ALGOLIA_URL and
 * ALGOLIA_ADMIN_API_KEY.
 */
import {pathToFileURL} from 'node:url';
import {createContentIndexer, type LocaleResult} from '../app/lib/content/search/indexer.server';
import {envSchema} from '../app/lib/env';
import {LOCALES} from '../app/lib/i18n/locale';
import {loadLocalEnv} from './local-env';

const IndexerEnvSchema = envSchema.pick({
  STORYBLOK_API_URL: true,
  STORYBLOK_PUBLIC_TOKEN: true,
  PUBLIC_ALGOLIA_APP_ID: true,
  PUBLIC_ALGOLIA_URL: true,
  ALGOLIA_ADMIN_API_KEY: true,
});

/** Indexes every locale; `log` hears the progress. */
export async function indexContent(
  rawEnv: Record<string, string | undefined> = loadLocalEnv(),
  log: (line: string) => void = console.log,
): Promise<LocaleResult[]> {
  const parsed = IndexerEnvSchema.safeParse(rawEnv);
  if (!parsed.success) {
    throw new Error(
      `Invalid environment: ${parsed.error.issues.map((issue) => `${issue.path[0]} ${issue.message}`).join('; ')}`,
    );
  }
  const env = parsed.data;
  log(`Indexing published Storyblok stories from ${env.STORYBLOK_API_URL} into Algolia ${env.PUBLIC_ALGOLIA_APP_ID}${env.PUBLIC_ALGOLIA_URL ? ` (${env.PUBLIC_ALGOLIA_URL})` : ''}`);
  const indexer = createContentIndexer(env);
  const results: LocaleResult[] = [];
  for (const locale of LOCALES) {
    const result = await indexer.reindexLocale(locale, ({page, pages, records}) => {
      log(`  ${locale.tag}: page ${page} of ${pages} read, ${records} records so far`);
    });
    log(`  ${locale.tag}: ${result.saved} records saved to ${result.indexName}; ${result.removed} removed (stories no longer published)`);
    results.push(result);
  }
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  indexContent().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
