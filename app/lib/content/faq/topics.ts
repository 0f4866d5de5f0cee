import type {RichTextDoc} from '~/lib/content/storyblok/types';

/** The help centre's addresses, without the locale prefix. */
export const FAQ_PATH = '/faq';

export function faqCategoryPath(slug: string): string {
  return `${FAQ_PATH}/${slug}`;
}

export function faqQuestionPath(categorySlug: string, slug: string): string {
  return `${FAQ_PATH}/${categorySlug}/${slug}`;
}

export type FaqDisplayType = 'list' | 'accordion';
export const FAQ_ICONS = ['truck', 'leaf', 'recycle', 'printer', 'box', 'credit-card'] as const;
export type FaqIcon = (typeof FAQ_ICONS)[number];

/** A category of questions, as its card and its page show it. */
export interface FaqTopic {
  slug: string;
  name: string;
  description: string;
  displayType: FaqDisplayType;
  icon: FaqIcon | null;
}

/** A question as a link. */
export interface FaqQuestionLink {
  slug: string;
  categorySlug: string;
  question: string;
}

/** A question with its answer. */
export interface FaqEntry extends FaqQuestionLink {
  answer: RichTextDoc | null;
}
