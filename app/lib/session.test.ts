import {describe, expect, it} from 'vitest';
import {AppSession} from './session';

const SECRET = 'a'.repeat(32);
const OLD_SECRET = 'b'.repeat(32);

async function cookieFrom(session: AppSession) {
  session.set('customerAccessToken', {accessToken: 'token-1', expiresAt: '2030-01-01T00:00:00Z'});
  return session.commit();
}

function requestWith(url: string, cookie?: string) {
  return new Request(url, {headers: cookie ? {Cookie: cookie} : {}});
}

describe('AppSession', () => {
  it('writes an HttpOnly, SameSite=Lax cookie for the whole site', async () => {
    const setCookie = await cookieFrom(await AppSession.init(requestWith('http://localhost:3000/'), [SECRET]));
    expect(setCookie).toMatch(/^session=/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).not.toContain('Secure');
  });

  it('marks the cookie Secure on https', async () => {
    const setCookie = await cookieFrom(await AppSession.init(requestWith('https://shop.example/'), [SECRET]));
    expect(setCookie).toContain('Secure');
  });

  it('reads back what it signed, and nothing from a tampered cookie', async () => {
    const cookie = (await cookieFrom(await AppSession.init(requestWith('http://localhost/'), [SECRET]))).split(';')[0];
    const read = await AppSession.init(requestWith('http://localhost/', cookie), [SECRET]);
    expect(read.get('customerAccessToken')?.accessToken).toBe('token-1');

    const [name, value] = cookie.split('=');
    const tampered = `${name}=${value.slice(0, -4)}AAAA`;
    const forged = await AppSession.init(requestWith('http://localhost/', tampered), [SECRET]);
    expect(forged.get('customerAccessToken')).toBeUndefined();
  });

  it('still reads cookies signed with a retired secret during rotation', async () => {
    const cookie = (await cookieFrom(await AppSession.init(requestWith('http://localhost/'), [OLD_SECRET]))).split(';')[0];
    const rotated = await AppSession.init(requestWith('http://localhost/', cookie), [SECRET, OLD_SECRET]);
    expect(rotated.get('customerAccessToken')?.accessToken).toBe('token-1');
    const dropped = await AppSession.init(requestWith('http://localhost/', cookie), [SECRET]);
    expect(dropped.get('customerAccessToken')).toBeUndefined();
  });

  it('only asks to be committed after a change', async () => {
    const session = await AppSession.init(requestWith('http://localhost/'), [SECRET]);
    expect(session.isPending).toBe(false);
    session.get('customerAccessToken');
    expect(session.isPending).toBe(false);
    session.set('customerAccessToken', {accessToken: 'x', expiresAt: '2030-01-01T00:00:00Z'});
    expect(session.isPending).toBe(true);
  });
});
