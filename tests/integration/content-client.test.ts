import {describe, expect, it} from 'vitest';
import {readFileSync} from 'node:fs';
import {parseEnv} from '../../app/lib/env';
import {LOCALES} from '../../app/lib/locale';
import {createContentClient} from '../../app/lib/storyblok/client.server';
import {parseDotenv} from '../../scripts/local-env';
import {setupServedSandbox} from '../../sandbox/testing';

const served = setupServedSandbox();
const [US, CA] = LOCALES;

function envFor(overrides: Record<string, string> = {}) {
  const example = parseDotenv(readFileSync('.env.example', 'utf8'));
  return parseEnv({...example, STORYBLOK_API_URL: `${served.url()}/v2`, ...overrides});
}

describe('the storefront content client against the sandbox', () => {
  it('reads a story from the locale folder', async () => {
    const us = await createContentClient({env: envFor(), locale: US}).getStory('about');
    const ca = await createContentClient({env: envFor(), locale: CA}).getStory('global');
    expect(us?.full_slug).toBe('en-us/about');
    expect(ca?.full_slug).toBe('en-ca/global');
  });

  it('answers null for a story that does not exist', async () => {
    expect(await createContentClient({env: envFor(), locale: US}).getStory('no/such/page')).toBeNull();
  });

  it('fails loudly when Storyblok refuses the token, rather than showing a 404', async () => {
    const client = createContentClient({env: envFor({STORYBLOK_PUBLIC_TOKEN: 'wrong'}), locale: US});
    await expect(client.getStory('about')).rejects.toThrow('Storyblok could not give en-us/about: 401 Unauthorized');
  });

  it('reads drafts only with the preview token', async () => {
    const draft = await createContentClient({env: envFor(), locale: US, version: 'draft'}).getStory('about');
    expect(draft?.full_slug).toBe('en-us/about');
    const refused = createContentClient({
      env: envFor({STORYBLOK_PREVIEW_TOKEN: envFor().STORYBLOK_PUBLIC_TOKEN}),
      locale: US,
      version: 'draft',
    });
    await expect(refused.getStory('about')).rejects.toThrow(/: 401 Unauthorized$/);
  });

  it('fails when the service cannot be reached', async () => {
    const client = createContentClient({
      env: envFor({STORYBLOK_API_URL: 'http://127.0.0.1:9/v2'}),
      locale: US,
    });
    await expect(client.getStory('about')).rejects.toThrow(/^Storyblok could not give en-us\/about: no answer /);
  });
});
