import {renderWithRouter as render} from '../../tests/render';
import {describe, expect, it} from 'vitest';
import {SiteLink} from '~/components/SiteLink';



describe('SiteLink', () => {
  it('routes internal story links client-side, under the current locale', async () => {
    const html = await render(
      <SiteLink link={{linktype: 'story', cached_url: 'en-us/about'}} className="x">
        About
      </SiteLink>,
      '/en-ca',
    );
    // `data-discover` marks a Remix <Link>.
    expect(html).toBe('<a class="x" data-discover="true" href="/en-ca/about">About</a>');
  });

  it('opens external links in a new tab without giving them this window', async () => {
    const html = await render(
      <SiteLink link={{linktype: 'url', url: 'https://example.com', target: '_blank'}}>
        Example
      </SiteLink>,
    );
    expect(html).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer">Example</a>');
  });

  it('takes a plain href too', async () => {
    expect(await render(<SiteLink href="mailto:hi@example.com">Mail</SiteLink>)).toBe(
      '<a href="mailto:hi@example.com">Mail</a>',
    );
    expect(await render(<SiteLink href="/cart">Cart</SiteLink>)).toBe('<a data-discover="true" href="/cart">Cart</a>');
  });

  it('renders plain text for empty or unsafe links', async () => {
    expect(await render(<SiteLink link={{linktype: 'url', url: ''}}>Soon</SiteLink>)).toBe(
      '<span>Soon</span>',
    );
    expect(await render(<SiteLink href="javascript:alert(1)">Bad</SiteLink>)).toBe('<span>Bad</span>');
    expect(await render(<SiteLink link={undefined}>None</SiteLink>)).toBe('<span>None</span>');
  });
});
