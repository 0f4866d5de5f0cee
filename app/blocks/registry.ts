import type {ComponentType} from 'react';
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
} from '~/lib/storyblok/types';
import {Accordion} from './Accordion';
import {AccordionItem} from './AccordionItem';
import {AnimatedSvg} from './AnimatedSvg';
import {BreadcrumbItem} from './BreadcrumbItem';
import {Breadcrumbs} from './Breadcrumbs';
import {BreakpointDisplay} from './BreakpointDisplay';
import {Button} from './Button';
import {ButtonGroup} from './ButtonGroup';
import {CalloutSection} from './CalloutSection';
import {CardBasic} from './CardBasic';
import {CardBlank} from './CardBlank';
import {CardContact} from './CardContact';
import {CardReview} from './CardReview';
import {CardSection} from './CardSection';
import {Chat} from './Chat';
import {CollateralMarketingMaterialsForm} from './CollateralMarketingMaterialsForm';
import {CollectionCard} from './CollectionCard';
import {ComposterFinder} from './ComposterFinder';
import {ContainedContent} from './ContainedContent';
import {CookiesConsentButton} from './CookiesConsentButton';
import {CustomPrintContactForm} from './CustomPrintContactForm';
import {CustomPrintOrderForm} from './CustomPrintOrderForm';
import {FormTaxExemption} from './FormTaxExemption';
import {GoogleFormEmbed} from './GoogleFormEmbed';
import {GraphicListItem} from './GraphicListItem';
import {Heading} from './Heading';
import {HomepageSection} from './HomepageSection';
import {Html} from './Html';
import {IconList} from './IconList';
import {IconListItem} from './IconListItem';
import {ImageBadge} from './ImageBadge';
import {ImageRatio} from './ImageRatio';
import {ImageRatioCard} from './ImageRatioCard';
import {JsonLd} from './JsonLd';
import {LargeIconListItem} from './LargeIconListItem';
import {ListItem} from './ListItem';
import {Navbar} from './Navbar';
import {NavbarLink} from './NavbarLink';
import {OffsetSection} from './OffsetSection';
import {ProductCard} from './ProductCard';
import {ProductDealCard} from './ProductDealCard';
import {ProductPhotosForm} from './ProductPhotosForm';
import {PromoCodeCta} from './PromoCodeCta';
import {ReviewCard} from './ReviewCard';
import {ReviewWidget} from './ReviewWidget';
import {ReviewsSection} from './ReviewsSection';
import {ReviewsSummary} from './ReviewsSummary';
import {ReviewsTeaser} from './ReviewsTeaser';
import {RecentPostGrid} from './RecentPostGrid';
import {RichTextBlock} from './RichTextBlock';
import {Row} from './Row';
import {Samples} from './Samples';
import {Section} from './Section';
import {ShowMoreList} from './ShowMoreList';
import {Slide} from './Slide';
import {Slider} from './Slider';
import {SocialIcon} from './SocialIcon';
import {SocialIcons} from './SocialIcons';
import {Spacer} from './Spacer';
import {Stack} from './Stack';
import {StackHorizontal} from './StackHorizontal';
import {SvgBadge} from './SvgBadge';
import {TabItem} from './TabItem';
import {Table} from './Table';
import {Tabs} from './Tabs';
import {TestimonialBlurb} from './TestimonialBlurb';
import {TestimonialStack} from './TestimonialStack';
import {TextLink} from './TextLink';
import {Tooltip} from './Tooltip';
import {Video} from './Video';
import {ZPattern} from './ZPattern';
import {ZPatternItem} from './ZPatternItem';

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

/** Storyblok component name → block; the mapped type checks each block takes its own schema. */
export const BLOCKS: {
  [Name in BlockName]: ComponentType<{blok: Extract<KnownBlok, {component: Name}>}>;
} = {
  accordion: Accordion,
  'accordion-item': AccordionItem,
  'animated-svg': AnimatedSvg,
  'breadcrumb-item': BreadcrumbItem,
  breadcrumbs: Breadcrumbs,
  'breakpoint-display': BreakpointDisplay,
  button: Button,
  'button-group': ButtonGroup,
  'callout-section': CalloutSection,
  'card-basic': CardBasic,
  'card-blank': CardBlank,
  'card-contact': CardContact,
  'card-review': CardReview,
  'card-section': CardSection,
  chat: Chat,
  'collateral-marketing-materials-form': CollateralMarketingMaterialsForm,
  'collection-card': CollectionCard,
  'composter-finder': ComposterFinder,
  'contained-content': ContainedContent,
  'cookies-consent-button': CookiesConsentButton,
  'custom-print-contact-form': CustomPrintContactForm,
  'custom-print-order-form': CustomPrintOrderForm,
  'form-tax-exemption': FormTaxExemption,
  'google-form-embed': GoogleFormEmbed,
  'graphic-list-item': GraphicListItem,
  heading: Heading,
  'homepage-section': HomepageSection,
  html: Html,
  'icon-list': IconList,
  'icon-list-item': IconListItem,
  'image-badge': ImageBadge,
  'image-ratio': ImageRatio,
  'image-ratio-card': ImageRatioCard,
  'json-ld': JsonLd,
  'large-icon-list-item': LargeIconListItem,
  'list-item': ListItem,
  navbar: Navbar,
  'navbar-link': NavbarLink,
  'offset-section': OffsetSection,
  'product-card': ProductCard,
  'product-deal-card': ProductDealCard,
  'product-photos-form': ProductPhotosForm,
  'promo-code-cta': PromoCodeCta,
  'review-card': ReviewCard,
  'review-widget': ReviewWidget,
  'reviews-section': ReviewsSection,
  'reviews-summary': ReviewsSummary,
  'reviews-teaser': ReviewsTeaser,
  'recent-post-grid': RecentPostGrid,
  'rich-text-block': RichTextBlock,
  row: Row,
  samples: Samples,
  section: Section,
  'show-more-list': ShowMoreList,
  slide: Slide,
  slider: Slider,
  'social-icons': SocialIcons,
  social_icon: SocialIcon,
  spacer: Spacer,
  stack: Stack,
  'stack-horizontal': StackHorizontal,
  'svg-badge': SvgBadge,
  'tab-item': TabItem,
  table: Table,
  tabs: Tabs,
  'testimonial-blurb': TestimonialBlurb,
  'testimonial-stack': TestimonialStack,
  'text-link': TextLink,
  tooltip: Tooltip,
  video: Video,
  'z-pattern': ZPattern,
  'z-pattern-item': ZPatternItem,
};

/**
 * The block for a component name. The name picks the schema, so the widening cast is sound; the
 * fields themselves are still untrusted and every block checks them.
 */
export function blockComponent(name: string): ComponentType<{blok: Blok}> | undefined {
  if (!Object.hasOwn(BLOCKS, name)) return undefined;
  return BLOCKS[name as BlockName] as ComponentType<{blok: Blok}>;
}
