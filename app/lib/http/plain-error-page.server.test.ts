import {describe, expect, it} from 'vitest';
import {ERROR_MESSAGES} from './error-messages';
import {plainErrorPage} from './plain-error-page.server';

describe('plainErrorPage', () => {
  it('answers with the status and a page that says what happened', async () => {
    const response = plainErrorPage(ERROR_MESSAGES.crossSite);
    expect(response.status).toBe(403);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
    const html = await response.text();
    expect(html).toContain('<h1 class="mt-2 text-3xl font-bold text-stone-900">This form can’t be sent from another site</h1>');
    expect(html).toContain('<title>This form can’t be sent from another site | Green Packaging Co.</title>');
    expect(html).toContain('href="/"');
    expect(html).not.toContain('<script');
  });

  it('escapes the text it is given', async () => {
    const html = await plainErrorPage({...ERROR_MESSAGES.unexpected, heading: '<img src=x onerror=alert(1)>'}).text();
    expect(html).not.toContain('<img');
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
  });
});
