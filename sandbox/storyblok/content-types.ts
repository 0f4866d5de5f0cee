/**
 * The shapes Storyblok's Content Delivery API uses for stories, bloks and field values, as the
 * seed writes them. Which fields each component has is the component schema's business
 * (`storyblok/components/`, checked by `component-schema.ts`), so a blok here is open-ended.
 */

export interface Blok {
  _uid: string;
  component: string;
  _editable?: string;
  [field: string]: unknown;
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

/** An `asset` field as the editor stores it. */
export interface Asset {
  id: number | null;
  alt: string;
  name: string;
  focus: string;
  title: string;
  filename: string;
  copyright: string;
  fieldtype: 'asset';
  is_external_url: boolean;
}

/** A `multilink` field as the editor stores it. */
export interface Multilink {
  id: string;
  url: string;
  linktype: 'url' | 'story' | 'email' | 'asset';
  fieldtype: 'multilink';
  cached_url: string;
  target?: '_blank' | '_self';
}

/** A node of a `richtext` field's (ProseMirror) document. */
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
