import {createCookie} from '@shopify/remix-oxygen';
import type {AppEnv} from '~/lib/env';

/** How long the editor's token and the preview cookie it earns stay good. */
const PREVIEW_LIFETIME_SECONDS = 60 * 60;
/** A timestamp this far ahead of our clock is accepted as skew; further ahead it is forged. */
const CLOCK_SKEW_SECONDS = 60;

/** The parts of `_storyblok_tk[...]` the visual editor adds to the address of the story it opens. */
export interface EditorToken {
  spaceId: string;
  timestamp: string;
  token: string;
}

export interface PreviewState {
  /** Drafts are read, responses are not stored, and the Storyblok editor may frame the page. */
  active: boolean;
  /** The `Set-Cookie` value that carries preview across navigations, when this request earned it. */
  setCookie: string | null;
}

const INACTIVE: PreviewState = {active: false, setCookie: null};

/** The editor's token from an address, or null unless every part is there exactly once. */
export function editorTokenFrom(url: URL): EditorToken | null {
  const part = (name: string) => {
    const values = url.searchParams.getAll(`_storyblok_tk[${name}]`);
    return values.length === 1 && values[0] !== '' ? values[0] : null;
  };
  const spaceId = part('space_id');
  const timestamp = part('timestamp');
  const token = part('token');
  return spaceId && timestamp && token ? {spaceId, timestamp, token} : null;
}

/**
 * Storyblok's proof that the editor opened this page: sha1 of `space_id:preview_token:timestamp`,
 * for our space, stamped under an hour ago (guarantee 7).
 */
export async function isValidEditorToken(
  {spaceId, timestamp, token}: EditorToken,
  {env, now = Date.now()}: {env: Pick<AppEnv, 'STORYBLOK_SPACE_ID' | 'STORYBLOK_PREVIEW_TOKEN'>; now?: number},
): Promise<boolean> {
  if (spaceId !== env.STORYBLOK_SPACE_ID || !/^\d{1,12}$/.test(timestamp)) return false;
  const age = now / 1000 - Number(timestamp);
  if (age >= PREVIEW_LIFETIME_SECONDS || age < -CLOCK_SKEW_SECONDS) return false;
  const expected = await sha1Hex(`${spaceId}:${env.STORYBLOK_PREVIEW_TOKEN}:${timestamp}`);
  return constantTimeEqual(token, expected);
}

/**
 * Whether this request previews drafts: a valid editor token in the address (which earns the
 * cookie), else a valid preview cookie from an earlier one. Anything forged, stale or foreign is
 * the published site, with no cookie.
 */
export async function resolvePreview(
  request: Request,
  env: AppEnv,
  now = Date.now(),
): Promise<PreviewState> {
  const cookie = previewCookie(request, env);
  const editorToken = editorTokenFrom(new URL(request.url));
  if (editorToken && (await isValidEditorToken(editorToken, {env, now}))) {
    const expiresAt = Math.floor(now / 1000) + PREVIEW_LIFETIME_SECONDS;
    return {active: true, setCookie: await cookie.serialize({expiresAt} satisfies PreviewCookie)};
  }

  const value = (await cookie.parse(request.headers.get('Cookie')).catch(() => null)) as unknown;
  return isUnexpired(value, now) ? {active: true, setCookie: null} : INACTIVE;
}

/** The `Set-Cookie` value that ends preview in this browser. */
export function exitPreviewCookie(request: Request, env: AppEnv): Promise<string> {
  return previewCookie(request, env).serialize('', {maxAge: 0});
}

interface PreviewCookie {
  /** Unix seconds; checked here too, since a browser's Max-Age is only a request. */
  expiresAt: number;
}

function isUnexpired(value: unknown, now: number): value is PreviewCookie {
  const expiresAt = (value as Partial<PreviewCookie> | null)?.expiresAt;
  return typeof expiresAt === 'number' && expiresAt > now / 1000;
}

/**
 * Signed with the session secrets. Inside the editor's iframe the page is a third party to
 * app.storyblok.com, where only a `SameSite=None; Secure` cookie is sent (partitioned, so browsers
 * that block third-party cookies keep it for the editor alone). Plain local http cannot carry a
 * Secure cookie, so there preview travels with `Lax` and works in a tab of its own.
 */
function previewCookie(request: Request, env: AppEnv) {
  const https = new URL(request.url).protocol === 'https:';
  return createCookie('preview', {
    httpOnly: true,
    path: '/',
    maxAge: PREVIEW_LIFETIME_SECONDS,
    secrets: env.SESSION_SECRET,
    ...(https ? {sameSite: 'none', secure: true, partitioned: true} : {sameSite: 'lax'}),
  });
}

async function sha1Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Compares every character whatever the first difference, so timing says nothing of the token. */
function constantTimeEqual(given: string, expected: string): boolean {
  let difference = given.length ^ expected.length;
  for (let index = 0; index < expected.length; index += 1) {
    difference |= (given.charCodeAt(index) || 0) ^ expected.charCodeAt(index);
  }
  return difference === 0;
}
