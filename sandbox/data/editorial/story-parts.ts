/** The pieces every editorial story is made of, in the shapes the Storyblok delivery API uses. */
import type {Asset, Blok, Multilink, RichTextDoc, Story} from '../../storyblok/content-types';
import {stableUuid} from './ids';

export interface StoryDates {
  created: string;
  firstPublished: string;
  published?: string;
}

export function story(
  id: number,
  fullSlug: string,
  name: string,
  dates: StoryDates,
  content: Omit<Blok, '_uid'>,
): Story {
  return {
    id,
    uuid: storyUuid(fullSlug),
    name,
    slug: fullSlug.split('/').at(-1) ?? fullSlug,
    full_slug: fullSlug,
    created_at: dates.created,
    published_at: dates.published ?? dates.firstPublished,
    first_published_at: dates.firstPublished,
    content: {_uid: blokUid(fullSlug, 'content'), ...content} as Blok,
    tag_list: [],
    lang: 'default',
  };
}

/** The uuid a story is referenced by from other stories' option fields. */
export function storyUuid(fullSlug: string): string {
  return stableUuid(`story:${fullSlug}`);
}

/** A blok `_uid`, unique across stories because the story's slug is part of the key. */
export function blokUid(fullSlug: string, path: string): string {
  return stableUuid(`blok:${fullSlug}:${path}`);
}

export function asset(id: number, filename: string, alt: string): Asset {
  return {
    id,
    alt,
    name: '',
    focus: '',
    title: '',
    filename,
    copyright: '',
    fieldtype: 'asset',
    is_external_url: false,
  };
}

/** A multilink to a URL; other sites open in a new tab. */
export function urlLink(url: string): Multilink {
  const link: Multilink = {
    id: '',
    url,
    linktype: 'url',
    fieldtype: 'multilink',
    cached_url: url,
  };
  if (/^https?:\/\//.test(url)) link.target = '_blank';
  return link;
}

/** An empty multilink, as Storyblok stores a link field nobody filled in. */
export function emptyLink(): Multilink {
  return {id: '', url: '', linktype: 'url', fieldtype: 'multilink', cached_url: ''};
}

export function richTextBlock(fullSlug: string, path: string, text: RichTextDoc): Blok {
  return {_uid: blokUid(fullSlug, path), component: 'rich-text-block', text, align: 'left'};
}

export function buttonGroup(fullSlug: string, path: string, label: string, url: string): Blok {
  return {
    _uid: blokUid(fullSlug, path),
    component: 'button-group',
    buttons: [
      {
        _uid: blokUid(fullSlug, `${path}.button`),
        component: 'button',
        label,
        link: urlLink(url),
        variant: 'primary',
        size: 'md',
      },
    ],
    align: 'left',
  };
}

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f’']/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Cut at a word boundary so meta descriptions stay within what search engines show. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

export function daysBefore(iso: string, days: number): string {
  return new Date(Date.parse(iso) - days * 86_400_000).toISOString();
}

export function minutesAfter(iso: string, minutes: number): string {
  return new Date(Date.parse(iso) + minutes * 60_000).toISOString();
}
