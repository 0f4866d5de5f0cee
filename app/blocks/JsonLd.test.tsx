import {afterEach, describe, expect, it, vi} from 'vitest';
import {JsonLd} from './JsonLd';
import {renderHtml} from './test-render';

afterEach(() => {
  vi.restoreAllMocks();
});

const jsonLd = (code: string) => <JsonLd blok={{_uid: 'j', component: 'json-ld', code}} />;

describe('JsonLd', () => {
  it('re-serializes the data into a JSON-LD script', () => {
    const html = renderHtml(jsonLd('{ "@type" : "Organization" }'));
    expect(html).toBe('<script type="application/ld+json">{"@type":"Organization"}</script>');
  });

  it('cannot be used to close the script element early', () => {
    const html = renderHtml(jsonLd('{"name":"</script><script>alert(1)</script>"}'));
    expect(html).not.toContain('</script><script>');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain('\\u003c/script>');
  });

  it('renders nothing for invalid JSON and says why in the log', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(renderHtml(jsonLd('{"@type": '))).toBe('');
    expect(renderHtml(jsonLd('"just a string"'))).toBe('');
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
