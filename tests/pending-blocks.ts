/**
 * Block and page types the seed uses that belong to work still open, so their pages show the
 * "has not yet been created" message for them. Whoever builds one deletes its line. The list cannot
 * go stale: a test fails while a listed block type is registered (tests/integration/pending.test.ts)
 * and while a listed type no longer shows the message on any seed page (tests/e2e/seed-pages.spec.ts).
 */
export const PENDING_BLOCK_TYPES: readonly string[] = [];

export const PENDING_PAGE_TYPES: readonly string[] = [];

/** The QA stories' deliberately unknown block and page type, which must always show the message. */
export const DELIBERATELY_UNKNOWN = {block: 'mystery-widget', pageType: 'landing-v2'} as const;
