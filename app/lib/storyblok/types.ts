/**
 * The content contract between Storyblok (or the sandbox) and the storefront.
 * Field names follow what editors see in the Storyblok component schema.
 */

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

export interface SeoField {
  title?: string;
  description?: string;
  og_image?: string;
}

// ----- Page types -----

export interface PageContent extends Blok {
  component: 'page';
  seo?: SeoField;
  json_ld?: JsonLdBlok[];
  body?: Blok[];
}

// ----- The global story (`{locale}/global`) -----

export interface NavLinkBlok extends Blok {
  component: 'nav_link';
  label: string;
  link: StoryblokLink;
}

/** A top-level navigation entry; with children it opens a dropdown. */
export interface NavItemBlok extends Blok {
  component: 'nav_item';
  label: string;
  link: StoryblokLink;
  children?: NavLinkBlok[];
}

export interface HeaderBlok extends Blok {
  component: 'header';
  banner?: string;
  banner_variant?: 'green' | 'dark' | 'sale';
  logo: StoryblokAsset;
  phone: string;
  shipping_text?: string;
  shipping_text_mobile?: string;
  samples_link?: StoryblokLink;
  shop_all_link?: StoryblokLink;
  utility_nav?: NavLinkBlok[];
  navigation: NavItemBlok[];
  mobile_navigation?: NavItemBlok[];
  minicart_empty_content?: Blok[];
}

export interface FooterNavMenuBlok extends Blok {
  component: 'footer_nav_menu';
  title: string;
  links: NavLinkBlok[];
}

/** A titled list of plain facts (address, hours, phone) with optional links. */
export interface InformationListBlok extends Blok {
  component: 'information_list';
  title: string;
  items: InformationItemBlok[];
}

export interface InformationItemBlok extends Blok {
  component: 'information_item';
  label?: string;
  text: string;
  link?: StoryblokLink;
}

export type SocialNetwork =
  | 'facebook'
  | 'instagram'
  | 'linkedin'
  | 'pinterest'
  | 'youtube'
  | 'x'
  | 'tiktok';

export interface SocialIconBlok extends Blok {
  component: 'social_icon';
  network: SocialNetwork;
  link: StoryblokLink;
}

export type PaymentOption =
  | 'visa'
  | 'mastercard'
  | 'amex'
  | 'discover'
  | 'paypal'
  | 'apple_pay'
  | 'google_pay'
  | 'shop_pay';

export interface BadgeBlok extends Blok {
  component: 'badge';
  image: StoryblokAsset;
  link?: StoryblokLink;
}

export interface FooterSubscribeBlok extends Blok {
  component: 'footer_subscribe';
  title: string;
  submit_text: string;
  /** The email-marketing subscribe URL the form posts to. */
  endpoint?: string;
  list_id?: string;
  redirect?: StoryblokLink;
  success_text: string;
  hide_on_pages?: string;
}

export interface FooterBlok extends Blok {
  component: 'footer';
  nav_menus: FooterNavMenuBlok[];
  information_lists?: InformationListBlok[];
  social_icons?: SocialIconBlok[];
  payment_options?: PaymentOption[];
  badges?: BadgeBlok[];
  /** `{year}` is replaced with the current year. */
  copyright_text: string;
  copyright_nav?: NavLinkBlok[];
  subscribe?: FooterSubscribeBlok[];
}

export interface GlobalContent extends Blok {
  component: 'global';
  header: HeaderBlok[];
  footer: FooterBlok[];
  email_list_id?: string;
  free_samples_max_cart_quantity?: number;
  free_samples_max_quantity?: number;
  unavailable_items_error?: RichTextDoc;
  unavailable_checkout_error?: RichTextDoc;
}

// ----- Layout blocks -----

export type Align = 'left' | 'center' | 'right';
export type Gap = 'none' | 'sm' | 'md' | 'lg';

export interface SectionBlok extends Blok {
  component: 'section';
  body?: Blok[];
  background?: 'white' | 'gray' | 'green' | 'dark';
  padding?: 'none' | 'sm' | 'md' | 'lg';
  /** Constrain content to the site's max width. Defaults to true. */
  contained?: boolean;
  anchor_id?: string;
}

export interface RowBlok extends Blok {
  component: 'row';
  columns?: Blok[];
  gap?: Gap;
  vertical_align?: 'start' | 'center' | 'end';
}

export interface StackBlok extends Blok {
  component: 'stack';
  body?: Blok[];
  gap?: Gap;
  align?: Align;
}

export interface HeadingBlok extends Blok {
  component: 'heading';
  text: string;
  level?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  size?: 'sm' | 'md' | 'lg' | 'xl';
  align?: Align;
  eyebrow?: string;
}

export interface RichTextBlok extends Blok {
  component: 'rich-text-block';
  text: RichTextDoc;
  align?: Align;
}

export interface ButtonBlok extends Blok {
  component: 'button';
  label: string;
  link: StoryblokLink;
  variant?: 'primary' | 'secondary' | 'outline' | 'link';
  size?: 'sm' | 'md' | 'lg';
}

export interface ButtonGroupBlok extends Blok {
  component: 'button-group';
  buttons: ButtonBlok[];
  align?: Align;
}

export interface SpacerBlok extends Blok {
  component: 'spacer';
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
}

export type ImageRatio = '1:1' | '2:3' | '3:1' | '3:2' | '3:4' | '4:3' | '16:9';

export interface ImageRatioBlok extends Blok {
  component: 'image-ratio';
  image: StoryblokAsset;
  ratio?: ImageRatio;
  link?: StoryblokLink;
  caption?: string;
  /** Load eagerly (above the fold). */
  priority?: boolean;
}

export interface JsonLdBlok extends Blok {
  component: 'json-ld';
  /** The structured data as JSON text. */
  code: string;
}
