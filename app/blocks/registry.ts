import type {ComponentType} from 'react';
import {lazyWithPreload} from '../lib/ui/lazy-with-preload';
import type {
  AccordionBlok,
  AccordionItemBlok,
  AnimatedSvgBlok,
  Blok,
  BreadcrumbItemBlok,
  BreadcrumbsBlok,
  BreakpointDisplayBlok,
  ButtonBlok,
  ButtonGroupBlok,
  CalloutSectionBlok,
  CardBasicBlok,
  CardBlankBlok,
  CardContactBlok,
  CardReviewBlok,
  CardSectionBlok,
  ChatBlok,
  CollateralMarketingMaterialsFormBlok,
  CollectionCardBlok,
  ComposterFinderBlok,
  ContainedContentBlok,
  CookiesConsentButtonBlok,
  CustomPrintContactFormBlok,
  CustomPrintOrderFormBlok,
  FormTaxExemptionBlok,
  GoogleFormEmbedBlok,
  GraphicListItemBlok,
  HeadingBlok,
  HomepageSectionBlok,
  HtmlBlok,
  IconListBlok,
  IconListItemBlok,
  ImageBadgeBlok,
  ImageRatioBlok,
  ImageRatioCardBlok,
  JsonLdBlok,
  LargeIconListItemBlok,
  ListItemBlok,
  NavbarBlok,
  NavbarLinkBlok,
  OffsetSectionBlok,
  ProductCardBlok,
  ProductDealCardBlok,
  ProductPhotosFormBlok,
  PromoCodeCtaBlok,
  ReviewCardBlok,
  ReviewWidgetBlok,
  ReviewsSectionBlok,
  ReviewsSummaryBlok,
  ReviewsTeaserBlok,
  RecentPostGridBlok,
  RichTextBlok,
  RowBlok,
  SamplesBlok,
  SectionBlok,
  ShowMoreListBlok,
  SlideBlok,
  SliderBlok,
  SocialIconBlok,
  SocialIconsBlok,
  SpacerBlok,
  StackBlok,
  StackHorizontalBlok,
  SvgBadgeBlok,
  TabItemBlok,
  TableBlok,
  TabsBlok,
  TestimonialBlurbBlok,
  TestimonialStackBlok,
  TextLinkBlok,
  TooltipBlok,
  VideoBlok,
  ZPatternBlok,
  ZPatternItemBlok,
} from '~/lib/content/storyblok/types';

type KnownBlok =
  | AccordionBlok
  | AccordionItemBlok
  | AnimatedSvgBlok
  | BreadcrumbItemBlok
  | BreadcrumbsBlok
  | BreakpointDisplayBlok
  | ButtonBlok
  | ButtonGroupBlok
  | CalloutSectionBlok
  | CardBasicBlok
  | CardBlankBlok
  | CardContactBlok
  | CardReviewBlok
  | CardSectionBlok
  | ChatBlok
  | CollateralMarketingMaterialsFormBlok
  | CollectionCardBlok
  | ComposterFinderBlok
  | ContainedContentBlok
  | CookiesConsentButtonBlok
  | CustomPrintContactFormBlok
  | CustomPrintOrderFormBlok
  | FormTaxExemptionBlok
  | GoogleFormEmbedBlok
  | GraphicListItemBlok
  | HeadingBlok
  | HomepageSectionBlok
  | HtmlBlok
  | IconListBlok
  | IconListItemBlok
  | ImageBadgeBlok
  | ImageRatioBlok
  | ImageRatioCardBlok
  | JsonLdBlok
  | LargeIconListItemBlok
  | ListItemBlok
  | NavbarBlok
  | NavbarLinkBlok
  | OffsetSectionBlok
  | ProductCardBlok
  | ProductDealCardBlok
  | ProductPhotosFormBlok
  | PromoCodeCtaBlok
  | ReviewCardBlok
  | ReviewWidgetBlok
  | ReviewsSectionBlok
  | ReviewsSummaryBlok
  | ReviewsTeaserBlok
  | RecentPostGridBlok
  | RichTextBlok
  | RowBlok
  | SamplesBlok
  | SectionBlok
  | ShowMoreListBlok
  | SlideBlok
  | SliderBlok
  | SocialIconBlok
  | SocialIconsBlok
  | SpacerBlok
  | StackBlok
  | StackHorizontalBlok
  | SvgBadgeBlok
  | TabItemBlok
  | TableBlok
  | TabsBlok
  | TestimonialBlurbBlok
  | TestimonialStackBlok
  | TextLinkBlok
  | TooltipBlok
  | VideoBlok
  | ZPatternBlok
  | ZPatternItemBlok;

type BlockName = KnownBlok['component'];

/**
 * Storyblok component name → its block's module. Each block is a chunk of its own (`React.lazy`), so
 * a page loads the blocks it holds and no others; the mapped type checks each block takes its own schema.
 */
export const BLOCKS: {
  [Name in BlockName]: () => Promise<ComponentType<{blok: Extract<KnownBlok, {component: Name}>}>>;
} = {
  accordion: () => import('./Accordion').then((m) => m.Accordion),
  'accordion-item': () => import('./AccordionItem').then((m) => m.AccordionItem),
  'animated-svg': () => import('./AnimatedSvg').then((m) => m.AnimatedSvg),
  'breadcrumb-item': () => import('./BreadcrumbItem').then((m) => m.BreadcrumbItem),
  breadcrumbs: () => import('./Breadcrumbs').then((m) => m.Breadcrumbs),
  'breakpoint-display': () => import('./BreakpointDisplay').then((m) => m.BreakpointDisplay),
  button: () => import('./Button').then((m) => m.Button),
  'button-group': () => import('./ButtonGroup').then((m) => m.ButtonGroup),
  'callout-section': () => import('./CalloutSection').then((m) => m.CalloutSection),
  'card-basic': () => import('./CardBasic').then((m) => m.CardBasic),
  'card-blank': () => import('./CardBlank').then((m) => m.CardBlank),
  'card-contact': () => import('./CardContact').then((m) => m.CardContact),
  'card-review': () => import('./CardReview').then((m) => m.CardReview),
  'card-section': () => import('./CardSection').then((m) => m.CardSection),
  chat: () => import('./Chat').then((m) => m.Chat),
  'collateral-marketing-materials-form': () => import('./CollateralMarketingMaterialsForm').then((m) => m.CollateralMarketingMaterialsForm),
  'collection-card': () => import('./CollectionCard').then((m) => m.CollectionCard),
  'composter-finder': () => import('./ComposterFinder').then((m) => m.ComposterFinder),
  'contained-content': () => import('./ContainedContent').then((m) => m.ContainedContent),
  'cookies-consent-button': () => import('./CookiesConsentButton').then((m) => m.CookiesConsentButton),
  'custom-print-contact-form': () => import('./CustomPrintContactForm').then((m) => m.CustomPrintContactForm),
  'custom-print-order-form': () => import('./CustomPrintOrderForm').then((m) => m.CustomPrintOrderForm),
  'form-tax-exemption': () => import('./FormTaxExemption').then((m) => m.FormTaxExemption),
  'google-form-embed': () => import('./GoogleFormEmbed').then((m) => m.GoogleFormEmbed),
  'graphic-list-item': () => import('./GraphicListItem').then((m) => m.GraphicListItem),
  heading: () => import('./Heading').then((m) => m.Heading),
  'homepage-section': () => import('./HomepageSection').then((m) => m.HomepageSection),
  html: () => import('./Html').then((m) => m.Html),
  'icon-list': () => import('./IconList').then((m) => m.IconList),
  'icon-list-item': () => import('./IconListItem').then((m) => m.IconListItem),
  'image-badge': () => import('./ImageBadge').then((m) => m.ImageBadge),
  'image-ratio': () => import('./ImageRatio').then((m) => m.ImageRatio),
  'image-ratio-card': () => import('./ImageRatioCard').then((m) => m.ImageRatioCard),
  'json-ld': () => import('./JsonLd').then((m) => m.JsonLd),
  'large-icon-list-item': () => import('./LargeIconListItem').then((m) => m.LargeIconListItem),
  'list-item': () => import('./ListItem').then((m) => m.ListItem),
  navbar: () => import('./Navbar').then((m) => m.Navbar),
  'navbar-link': () => import('./NavbarLink').then((m) => m.NavbarLink),
  'offset-section': () => import('./OffsetSection').then((m) => m.OffsetSection),
  'product-card': () => import('./ProductCard').then((m) => m.ProductCard),
  'product-deal-card': () => import('./ProductDealCard').then((m) => m.ProductDealCard),
  'product-photos-form': () => import('./ProductPhotosForm').then((m) => m.ProductPhotosForm),
  'promo-code-cta': () => import('./PromoCodeCta').then((m) => m.PromoCodeCta),
  'review-card': () => import('./ReviewCard').then((m) => m.ReviewCard),
  'review-widget': () => import('./ReviewWidget').then((m) => m.ReviewWidget),
  'reviews-section': () => import('./ReviewsSection').then((m) => m.ReviewsSection),
  'reviews-summary': () => import('./ReviewsSummary').then((m) => m.ReviewsSummary),
  'reviews-teaser': () => import('./ReviewsTeaser').then((m) => m.ReviewsTeaser),
  'recent-post-grid': () => import('./RecentPostGrid').then((m) => m.RecentPostGrid),
  'rich-text-block': () => import('./RichTextBlock').then((m) => m.RichTextBlock),
  row: () => import('./Row').then((m) => m.Row),
  samples: () => import('./Samples').then((m) => m.Samples),
  section: () => import('./Section').then((m) => m.Section),
  'show-more-list': () => import('./ShowMoreList').then((m) => m.ShowMoreList),
  slide: () => import('./Slide').then((m) => m.Slide),
  slider: () => import('./Slider').then((m) => m.Slider),
  'social-icons': () => import('./SocialIcons').then((m) => m.SocialIcons),
  social_icon: () => import('./SocialIcon').then((m) => m.SocialIcon),
  spacer: () => import('./Spacer').then((m) => m.Spacer),
  stack: () => import('./Stack').then((m) => m.Stack),
  'stack-horizontal': () => import('./StackHorizontal').then((m) => m.StackHorizontal),
  'svg-badge': () => import('./SvgBadge').then((m) => m.SvgBadge),
  'tab-item': () => import('./TabItem').then((m) => m.TabItem),
  table: () => import('./Table').then((m) => m.Table),
  tabs: () => import('./Tabs').then((m) => m.Tabs),
  'testimonial-blurb': () => import('./TestimonialBlurb').then((m) => m.TestimonialBlurb),
  'testimonial-stack': () => import('./TestimonialStack').then((m) => m.TestimonialStack),
  'text-link': () => import('./TextLink').then((m) => m.TextLink),
  tooltip: () => import('./Tooltip').then((m) => m.Tooltip),
  video: () => import('./Video').then((m) => m.Video),
  'z-pattern': () => import('./ZPattern').then((m) => m.ZPattern),
  'z-pattern-item': () => import('./ZPatternItem').then((m) => m.ZPatternItem),
};

// The name picks the schema, so the widening cast is sound; the fields themselves are still
// untrusted and every block checks them.
const LOADERS = BLOCKS as unknown as Record<string, () => Promise<ComponentType<{blok: Blok}>>>;
const COMPONENTS = Object.fromEntries(
  Object.entries(LOADERS).map(([name, load]) => [name, lazyWithPreload(load)]),
);

export function isBlockName(name: string): name is BlockName {
  return Object.hasOwn(COMPONENTS, name);
}

/** The block for a component name, undefined for a name nobody registered. */
export function blockComponent(name: string): ComponentType<{blok: Blok}> | undefined {
  return isBlockName(name) ? COMPONENTS[name] : undefined;
}

/**
 * Fetches the code of every block `content` holds, nested ones included, so a page shows whole when
 * it renders. Never rejects: a chunk that fails to load fails its block alone, where it renders.
 */
export function preloadBlocks(content: unknown): Promise<void> {
  return settleAll(blockNamesIn(content).map((name) => COMPONENTS[name]!.preload()));
}

/** The server renders any page whole, so it has every block before its first render. */
export function preloadAllBlocks(): Promise<void> {
  return settleAll(Object.values(COMPONENTS).map((component) => component.preload()));
}

function settleAll(loads: Promise<unknown>[]): Promise<void> {
  return Promise.allSettled(loads).then(() => {});
}

/** The names of every block `content` holds, nested ones included. */
export function blockNamesIn(content: unknown): string[] {
  return componentNamesIn(content).filter(isBlockName);
}

/** A block's module in `app/blocks/`: its name in PascalCase (`rich-text-block` → RichTextBlock). */
export function blockFile(name: string): string {
  return `app/blocks/${pascalCase(name)}.tsx`;
}

const namesByContent = new WeakMap<object, string[]>();

/** Every component name `content` holds, nested ones included; remembered per object. */
export function componentNamesIn(content: unknown): string[] {
  if (!content || typeof content !== 'object') return [];
  const known = namesByContent.get(content);
  if (known) return known;
  const names = new Set<string>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      try {
        const {component} = value as {component?: unknown};
        if (typeof component === 'string') names.add(component);
        Object.values(value).forEach(visit);
      } catch {
        // Content that cannot even be read is left to the block's own boundary, which says so.
      }
    }
  };
  visit(content);
  const found = [...names];
  namesByContent.set(content, found);
  return found;
}

/** A block's name as its module and export spell it: `rich-text-block` → RichTextBlock. */
export function pascalCase(name: string): string {
  return name.replace(/(^|[-_])([a-z])/g, (_, _separator: string, letter: string) => letter.toUpperCase());
}
