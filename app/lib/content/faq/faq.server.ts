import type {Locale} from '~/lib/i18n/locale';
import {getAllStories} from '~/lib/content/storyblok/all-stories.server';
import type {ContentClient} from '~/lib/content/storyblok/client.server';
import {firstImage} from '~/lib/content/storyblok/images';
import type {
  Blok,
  FaqBannerBlok,
  FaqCategoryContent,
  FaqIndexContent,
  FaqItemContent,
  RichTextDoc,
  Story,
} from '~/lib/content/storyblok/types';
import {faqAnswerHtml, richTextPlain} from './answers.server';
import {
  FAQ_ICONS,
  type FaqEntry,
  type FaqIcon,
  type FaqQuestionLink,
  type FaqTopic,
} from './topics';

const CATEGORY = 'faq-category';
const QUESTION = 'faq-item';
/** Lists of questions leave the answers out; only the pages that show answers ask for them. */
const WITHOUT_ANSWERS = 'answer,json_ld_answer';

export interface FaqTopicWithQuestions extends FaqTopic {
  questions: FaqQuestionLink[];
}

/**
 * A question with its answer, the answer as sanitised HTML for `FAQPage` structured data, and as
 * plain text for the page's description.
 */
export interface FaqAnswered extends FaqEntry {
  answerHtml: string;
  answerText: string;
}

/**
 * The help centre's front page: its content (title, intro, banner) and every category with its
 * questions, in the editors' order. Two calls, made together.
 */
export async function loadFaqIndex(content: ContentClient) {
  const [index, stories] = await Promise.all([
    content.getStory<FaqIndexContent>('faq'),
    getAllStories(content, {starts_with: 'faq/', excluding_fields: WITHOUT_ANSWERS}),
  ]);
  if (!index || index.content.component !== 'faq-index') return null;
  const questions = stories.filter(isQuestion).map(questionLink);
  const topics: FaqTopicWithQuestions[] = stories.filter(isCategory).map((story) => ({
    ...topicOf(story),
    questions: questions.filter((question) => question.categorySlug === story.slug),
  }));
  return {
    title: text(index.content.title) || index.name,
    intro: text(index.content.intro),
    seo: {
      title: text(index.content.seo?.title),
      description: text(index.content.seo?.description) || text(index.content.intro),
    },
    banner: bannerOf(index.content.banner?.[0]),
    topics,
  };
}

/** A category's page: the category and its questions with their answers. Two calls, together. */
export async function loadFaqCategory(content: ContentClient, locale: Locale, slug: string) {
  const [category, stories] = await Promise.all([
    content.getStory<FaqCategoryContent>(`faq/${slug}`),
    getAllStories<FaqItemContent>(content, {starts_with: `faq/${slug}/`, content_type: QUESTION}),
  ]);
  if (!category || !isCategory(category)) return null;
  return {
    topic: topicOf(category),
    questions: stories.filter(isQuestion).map((story) => answered(story, locale)),
  };
}

/**
 * A question's page: the question with its answer, then (once its category is known) the other
 * questions of that category and every category for the sidebar, in one more call.
 */
export async function loadFaqQuestion(
  content: ContentClient,
  locale: Locale,
  categorySlug: string,
  slug: string,
) {
  const story = await content.getStory<FaqItemContent>(`faq/${categorySlug}/${slug}`);
  if (!story || !isQuestion(story)) return null;
  const categoryUuid = text(story.content.category);
  const stories = await getAllStories(content, {
    starts_with: 'faq/',
    excluding_fields: WITHOUT_ANSWERS,
    excluding_slugs: story.full_slug,
    filter_query: {
      __or: [
        {component: {in: CATEGORY}},
        ...(categoryUuid ? [{category: {in: categoryUuid}}] : []),
      ],
    },
  });
  const topics = stories.filter(isCategory).map(topicOf);
  const topic = topics.find((candidate) => candidate.slug === categorySlug);
  if (!topic) return null;
  return {
    question: answered(story, locale),
    topic,
    related: stories.filter(isQuestion).map(questionLink),
    topics,
  };
}

function isCategory(story: Story<Blok>): story is Story<FaqCategoryContent> {
  return story.content.component === CATEGORY;
}

function isQuestion(story: Story<Blok>): story is Story<FaqItemContent> {
  return story.content.component === QUESTION;
}

function topicOf(story: Story<FaqCategoryContent>): FaqTopic {
  const {content} = story;
  return {
    slug: story.slug,
    name: text(content.name) || story.name,
    description: text(content.description),
    displayType: content.display_type === 'accordion' ? 'accordion' : 'list',
    icon: FAQ_ICONS.includes(content.icon as FaqIcon) ? (content.icon as FaqIcon) : null,
  };
}

/** Questions live in their category's folder: `{locale}/faq/{category}/{question}`. */
function questionLink(story: Story<FaqItemContent>): FaqQuestionLink {
  return {
    slug: story.slug,
    categorySlug: story.full_slug.split('/').at(-2) ?? '',
    question: text(story.content.question) || story.name,
  };
}

function answered(story: Story<FaqItemContent>, locale: Locale): FaqAnswered {
  const answer = isRichText(story.content.answer) ? story.content.answer : null;
  const jsonLdAnswer = text(story.content.json_ld_answer);
  return {
    ...questionLink(story),
    answer,
    answerHtml: faqAnswerHtml({jsonLdAnswer, answer}, locale),
    answerText: jsonLdAnswer || richTextPlain(answer),
  };
}

function bannerOf(banner: FaqBannerBlok | undefined) {
  if (!banner || !text(banner.heading)) return null;
  return {
    heading: text(banner.heading),
    text: text(banner.text),
    link: banner.link ?? null,
    linkLabel: text(banner.link_label) || 'Contact us',
    image: firstImage(banner.images),
  };
}

export type FaqBanner = NonNullable<ReturnType<typeof bannerOf>>;

function isRichText(value: unknown): value is RichTextDoc {
  return (
    typeof value === 'object' && value !== null && Array.isArray((value as RichTextDoc).content)
  );
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}
