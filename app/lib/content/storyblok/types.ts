/**
 * The content contract between Storyblok (or the sandbox) and the storefront: the shapes Storyblok
 * delivers, written by hand, and every component's fields, generated from the component schema in
 * `storyblok/components/` (`npm run generate:types`). Import Storyblok types from here only.
 */
export type * from './components.generated';
import type {
  FooterBlok,
  HeadingBlok,
  ImageRatioBlok,
  RowBlok,
  SectionBlok,
  SocialIconBlok,
} from './components.generated';

export interface Blok {
  _uid: string;
  component: string;
  /** Storyblok's visual-editor marker; present only in draft responses. */
  _editable?: string;
  [field: string]: unknown;
}

export interface StoryblokAsset {
  id?: number | null;
  filename: string;
  alt?: string | null;
  title?: string | null;
}

/** Storyblok "multilink" field. */
export interface StoryblokLink {
  linktype?: 'url' | 'story' | 'email' | 'asset';
  url?: string;
  cached_url?: string;
  email?: string;
  target?: '_blank' | '_self';
  anchor?: string;
  story?: {full_slug?: string; url?: string};
}

/** A node of Storyblok's rich-text (ProseMirror) document. */
export interface RichTextNode {
  type: string;
  text?: string;
  attrs?: Record<string, unknown>;
  marks?: {type: string; attrs?: Record<string, unknown>}[];
  content?: RichTextNode[];
}

export interface RichTextDoc {
  type: 'doc';
  content: RichTextNode[];
}

export interface Story<Content extends Blok = Blok> {
  id: number;
  uuid: string;
  name: string;
  slug: string;
  full_slug: string;
  created_at?: string;
  published_at: string | null;
  first_published_at: string | null;
  content: Content;
  tag_list?: string[];
  lang?: string;
}

/** A story as a page's data carries it: what its page type, its title and the editor's preview read. */
export type ShownStory<Content extends Blok = Blok> = Pick<Story<Content>, 'id' | 'name' | 'full_slug' | 'content'>;

/** Storyblok "table" field. */
export interface StoryblokTable {
  thead: {_uid: string; component: '_table_head'; value: string}[];
  tbody: {
    _uid: string;
    component: '_table_row';
    body: {_uid: string; component: '_table_col'; value: string}[];
  }[];
}

/** The SEO plugin's field (`custom`, `seo-metatags`). */
export interface SeoField {
  title?: string;
  description?: string;
  og_image?: string;
}

// ----- Option values several blocks and modules use, named once -----

export type SocialNetwork = SocialIconBlok['network'];
export type PaymentOption = NonNullable<FooterBlok['payment_options']>[number];
export type Align = NonNullable<HeadingBlok['align']>;
export type Gap = NonNullable<RowBlok['gap']>;
export type ImageRatio = NonNullable<ImageRatioBlok['ratio']>;
export type Background = NonNullable<SectionBlok['background']>;
