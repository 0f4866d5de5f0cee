import type {ComponentType} from 'react';
import type {
  ButtonBlok,
  ButtonGroupBlok,
  Blok,
  CollectionCardBlok,
  ComposterFinderBlok,
  HeadingBlok,
  HtmlBlok,
  ImageRatioBlok,
  JsonLdBlok,
  ProductCardBlok,
  ReviewCardBlok,
  ReviewWidgetBlok,
  ReviewsSectionBlok,
  ReviewsSummaryBlok,
  ReviewsTeaserBlok,
  RecentPostGridBlok,
  RichTextBlok,
  RowBlok,
  SectionBlok,
  SpacerBlok,
  StackBlok,
} from '~/lib/storyblok/types';
import {Button} from './Button';
import {ButtonGroup} from './ButtonGroup';
import {CollectionCard} from './CollectionCard';
import {ComposterFinder} from './ComposterFinder';
import {Heading} from './Heading';
import {Html} from './Html';
import {ImageRatio} from './ImageRatio';
import {JsonLd} from './JsonLd';
import {ProductCard} from './ProductCard';
import {ReviewCard} from './ReviewCard';
import {ReviewWidget} from './ReviewWidget';
import {ReviewsSection} from './ReviewsSection';
import {ReviewsSummary} from './ReviewsSummary';
import {ReviewsTeaser} from './ReviewsTeaser';
import {RecentPostGrid} from './RecentPostGrid';
import {RichTextBlock} from './RichTextBlock';
import {Row} from './Row';
import {Section} from './Section';
import {Spacer} from './Spacer';
import {Stack} from './Stack';

type KnownBlok =
  | ButtonBlok
  | ButtonGroupBlok
  | CollectionCardBlok
  | ComposterFinderBlok
  | HeadingBlok
  | HtmlBlok
  | ImageRatioBlok
  | JsonLdBlok
  | ProductCardBlok
  | ReviewCardBlok
  | ReviewWidgetBlok
  | ReviewsSectionBlok
  | ReviewsSummaryBlok
  | ReviewsTeaserBlok
  | RecentPostGridBlok
  | RichTextBlok
  | RowBlok
  | SectionBlok
  | SpacerBlok
  | StackBlok;

type BlockName = KnownBlok['component'];

/** Storyblok component name → block; the mapped type checks each block takes its own schema. */
export const BLOCKS: {
  [Name in BlockName]: ComponentType<{blok: Extract<KnownBlok, {component: Name}>}>;
} = {
  button: Button,
  'button-group': ButtonGroup,
  'collection-card': CollectionCard,
  'composter-finder': ComposterFinder,
  heading: Heading,
  html: Html,
  'image-ratio': ImageRatio,
  'json-ld': JsonLd,
  'product-card': ProductCard,
  'review-card': ReviewCard,
  'review-widget': ReviewWidget,
  'reviews-section': ReviewsSection,
  'reviews-summary': ReviewsSummary,
  'reviews-teaser': ReviewsTeaser,
  'recent-post-grid': RecentPostGrid,
  'rich-text-block': RichTextBlock,
  row: Row,
  section: Section,
  spacer: Spacer,
  stack: Stack,
};

/**
 * The block for a component name. The name picks the schema, so the widening cast is sound; the
 * fields themselves are still untrusted and every block checks them.
 */
export function blockComponent(name: string): ComponentType<{blok: Blok}> | undefined {
  if (!Object.hasOwn(BLOCKS, name)) return undefined;
  return BLOCKS[name as BlockName] as ComponentType<{blok: Blok}>;
}
