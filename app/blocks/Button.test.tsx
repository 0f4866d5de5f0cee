import {describe, expect, it} from 'vitest';
import {LOCALES} from '~/lib/i18n/locale';
import type {ButtonBlok, StoryblokLink} from '~/lib/content/storyblok/types';
import {Button} from './Button';
import {renderHtml} from './test-render';

const EN_CA = LOCALES[1];
const button = (link: StoryblokLink, fields: Partial<ButtonBlok> = {}): ButtonBlok => ({
  _uid: 'b',
  component: 'button',
  label: 'Get samples',
  link,
  ...fields,
});

describe('Button', () => {
  it('links a story without its locale folder, under the current locale', () => {
    const link: StoryblokLink = {linktype: 'story', story: {full_slug: 'en-us/free-samples'}};
    expect(renderHtml(<Button blok={button(link)} />)).toContain('href="/free-samples"');
    expect(renderHtml(<Button blok={button(link)} />, EN_CA)).toContain('href="/en-ca/free-samples"');
  });

  it('opens external links in the same tab unless the editor asked for a new one', () => {
    const sameTab = renderHtml(<Button blok={button({linktype: 'url', url: 'https://example.com/'})} />);
    expect(sameTab).toContain('href="https://example.com/"');
    expect(sameTab).not.toContain('target=');

    const newTab = renderHtml(
      <Button blok={button({linktype: 'url', url: 'https://example.com/', target: '_blank'})} />,
    );
    expect(newTab).toContain('target="_blank"');
    expect(newTab).toContain('rel="noopener noreferrer"');
  });

  it('renders nothing without a usable link or a label', () => {
    expect(renderHtml(<Button blok={button({linktype: 'url', url: ''})} />)).toBe('');
    expect(renderHtml(<Button blok={button({linktype: 'url', url: 'javascript:alert(1)'})} />)).toBe('');
    expect(renderHtml(<Button blok={button({linktype: 'url', url: '/cart'}, {label: ''})} />)).toBe('');
  });

  it('styles each variant differently', () => {
    const classes = (['primary', 'secondary', 'outline', 'link'] as const).map((variant) =>
      renderHtml(<Button blok={button({linktype: 'url', url: '/cart'}, {variant})} />).match(/class="([^"]*)"/)?.[1],
    );
    expect(new Set(classes).size).toBe(4);
  });
});
