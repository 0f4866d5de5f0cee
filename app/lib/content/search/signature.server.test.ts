import {createHmac} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {isStoryblokSignature} from './signature.server';

const SECRET = 'webhook-secret';
const BODY = '{"action":"published","story_id":42,"space_id":100001,"text":"Préface"}';
const signed = (body: string, secret = SECRET) => createHmac('sha1', secret).update(body).digest('hex');

describe('isStoryblokSignature', () => {
  it('accepts the HMAC-SHA1 of the raw body, in either case of hex', async () => {
    expect(await isStoryblokSignature(BODY, signed(BODY), SECRET)).toBe(true);
    expect(await isStoryblokSignature(BODY, signed(BODY).toUpperCase(), SECRET)).toBe(true);
  });

  it('refuses another secret, another body, a cut or missing signature', async () => {
    expect(await isStoryblokSignature(BODY, signed(BODY, 'other-secret'), SECRET)).toBe(false);
    expect(await isStoryblokSignature(`${BODY} `, signed(BODY), SECRET)).toBe(false);
    expect(await isStoryblokSignature(BODY, signed(BODY).slice(0, 39), SECRET)).toBe(false);
    expect(await isStoryblokSignature(BODY, `sha1=${signed(BODY)}`, SECRET)).toBe(false);
    expect(await isStoryblokSignature(BODY, null, SECRET)).toBe(false);
    expect(await isStoryblokSignature(BODY, '', SECRET)).toBe(false);
  });
});
