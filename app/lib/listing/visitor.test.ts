import {describe, expect, it} from 'vitest';
import {newVisitorId, visitorCookie, visitorIdFrom} from './visitor';

describe('the visitor id', () => {
  it('is 20 letters and digits, different each time', () => {
    const ids = new Set(Array.from({length: 200}, () => newVisitorId()));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
  });

  it('is read back from the Cookie header, and anything we did not make is ignored', () => {
    const id = newVisitorId();
    expect(visitorIdFrom(`session=abc; user-id=${id}; other=1`)).toBe(id);
    expect(visitorIdFrom('user-id=short')).toBeNull();
    expect(visitorIdFrom('user-id=<script>alert(1)</script>aaaa')).toBeNull();
    expect(visitorIdFrom(null)).toBeNull();
  });

  it('is a whole-site cookie for a year, Secure except on local http', () => {
    expect(visitorCookie('a'.repeat(20), true)).toBe(
      `user-id=${'a'.repeat(20)}; Path=/; Max-Age=31536000; SameSite=Lax; Secure`,
    );
    expect(visitorCookie('a'.repeat(20), false)).not.toContain('Secure');
  });
});
