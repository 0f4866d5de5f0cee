/**
 * Builds the editorial stories (blog, FAQ, composting locations) and their illustrations from the
 * data modules. Pure: `generate-editorial.ts` writes the result.
 *
 * The Canadian store shares the US blog: `en-ca/blog` is its own index story, but posts, categories
 * and authors exist once under `en-us/blog/` and the blog loaders read them from there for every
 * locale, as one editorial team publishes one blog. The FAQ differs by country (shipping, returns,
 * tax), so it is copied to `en-ca/faq/` with Canadian wording.
 */
import type {Blok, Story} from '../../storyblok/content-types';
import {AUTHORS, BLOG_CATEGORIES, BLOG_INDEX, type BlogPostSeed} from './blog';
import {POSTS_2024} from './blog-posts-2024';
import {POSTS_2025} from './blog-posts-2025';
import {POSTS_2026} from './blog-posts-2026';
import {COMPOSTER_STATES} from './composters';
import {FAQ_CATEGORIES, FAQ_INDEX, type FaqQuestionSeed} from './faq';
import {assetHash, idCounter} from './ids';
import {avatarIllustration, cardIllustration, type Palette} from './illustrations';
import {plainText, richText, type TextBlock} from './markup';
import {
  asset,
  blokUid,
  buttonGroup,
  clip,
  daysBefore,
  emptyLink,
  minutesAfter,
  richTextBlock,
  slugify,
  story,
  storyUuid,
  urlLink,
} from './story-parts';

export interface SeedAsset {
  /** Under `sandbox/data/assets/`, e.g. `100001/1200x630/ab12cd34ef/name.svg`. */
  path: string;
  svg: string;
}

export interface EditorialSeed {
  stories: Story[];
  assets: SeedAsset[];
}

export const BLOG_POSTS: BlogPostSeed[] = [...POSTS_2024, ...POSTS_2025, ...POSTS_2026];

const SPACE = '100001';
const BLOG_LAUNCH = '2024-01-08T17:00:00.000Z';
const FAQ_LAUNCH = '2024-11-18T14:05:42.000Z';
const LOCATIONS_LAUNCH = '2025-03-03T16:00:00.000Z';

export function buildEditorialSeed(): EditorialSeed {
  const assets: SeedAsset[] = [];
  const nextAssetId = idCounter(600_001, 600_999);
  const addAsset = (size: string, name: string, svg: string, alt: string) => {
    const path = `${SPACE}/${size}/${assetHash(`${size}/${name}`)}/${name}.svg`;
    assets.push({path, svg});
    return asset(nextAssetId(), `/f/${path}`, alt);
  };
  const stories = [
    ...blogStories(addAsset),
    ...faqStories('en-us', idCounter(5100, 5199), addAsset),
    ...faqStories('en-ca', idCounter(5200, 5299), addAsset),
    ...composterStories(idCounter(5400, 5599)),
  ];
  return {stories, assets};
}

type AddAsset = (size: string, name: string, svg: string, alt: string) => ReturnType<typeof asset>;

function blogStories(addAsset: AddAsset): Story[] {
  const nextId = idCounter(5000, 5099);
  const palettes = new Map(BLOG_CATEGORIES.map((category) => [category.slug, category.palette]));
  const postSlug = (slug: string) => `en-us/blog/${slug}`;
  const lastPost =
    BLOG_POSTS.map((post) => post.published)
      .sort()
      .at(-1) ?? BLOG_LAUNCH;

  const indexFor = (locale: 'en-us' | 'en-ca', id: number) =>
    story(
      id,
      `${locale}/blog`,
      'Blog',
      {created: BLOG_LAUNCH, firstPublished: BLOG_LAUNCH, published: lastPost},
      {
        component: 'blog-index',
        title: BLOG_INDEX.title,
        intro: BLOG_INDEX.intro,
        featured_content: storyUuid(postSlug(BLOG_INDEX.featuredPost)),
        recent_posts_to_show: String(BLOG_INDEX.recentPostsToShow),
        featured_badge: BLOG_INDEX.featuredBadge,
        seo: {title: BLOG_INDEX.seoTitle, description: BLOG_INDEX.seoDescription},
      },
    );

  const index = indexFor('en-us', nextId());
  const categories = BLOG_CATEGORIES.map((category) =>
    story(
      nextId(),
      `en-us/blog/categories/${category.slug}`,
      category.title,
      {created: BLOG_LAUNCH, firstPublished: BLOG_LAUNCH},
      {
        component: 'blog-category',
        title: category.title,
        description: category.description,
        featured_post: storyUuid(postSlug(category.featuredPost)),
        posts_per_page: String(category.postsPerPage),
      },
    ),
  );
  const authorPalettes: Palette[] = BLOG_CATEGORIES.map((category) => category.palette);
  const authors = AUTHORS.map((author, position) =>
    story(
      nextId(),
      `en-us/blog/authors/${author.slug}`,
      author.name,
      {created: BLOG_LAUNCH, firstPublished: BLOG_LAUNCH},
      {
        component: 'author',
        name: author.name,
        role: author.role,
        bio: author.bio,
        avatar: addAsset(
          '160x160',
          author.slug,
          avatarIllustration(
            author.initials,
            authorPalettes[position % authorPalettes.length],
            author.name,
          ),
          `Portrait of ${author.name}`,
        ),
      },
    ),
  );
  const posts = BLOG_POSTS.map((post) => {
    const fullSlug = postSlug(post.slug);
    const palette = palettes.get(post.category);
    if (!palette) throw new Error(`Post ${post.slug} has an unknown category ${post.category}`);
    const image = addAsset(
      '1200x630',
      post.slug,
      cardIllustration(post.motif, palette, post.imageAlt),
      post.imageAlt,
    );
    const body: Blok[] = [richTextBlock(fullSlug, 'body.0', richText(post.body))];
    if (post.cta) body.push(buttonGroup(fullSlug, 'body.1', post.cta.label, post.cta.href));
    return story(
      nextId(),
      fullSlug,
      post.title,
      {
        created: daysBefore(post.published, 3),
        firstPublished: post.published,
        published: post.updated,
      },
      {
        component: 'blog-post',
        title: post.title,
        excerpt: post.excerpt,
        image: [image],
        category: storyUuid(`en-us/blog/categories/${post.category}`),
        author: post.author ? storyUuid(`en-us/blog/authors/${post.author}`) : '',
        body,
        seo: {
          title: `${post.title} | The Green Standard`,
          description: clip(post.excerpt, 155),
          og_image: image.filename,
        },
      },
    );
  });
  return [index, ...categories, ...authors, ...posts, indexFor('en-ca', 5099)];
}

function faqStories(locale: 'en-us' | 'en-ca', nextId: () => number, addAsset: AddAsset): Story[] {
  const local = locale === 'en-ca' ? canadianSpelling : (text: string) => text;
  const localBlocks = (blocks: TextBlock[]) => blocks.map((block) => mapBlockText(block, local));
  const launch = {
    created: FAQ_LAUNCH,
    firstPublished: FAQ_LAUNCH,
    published: '2025-04-02T16:20:11.000Z',
  };
  const banner = FAQ_INDEX.banner;

  const index = story(nextId(), `${locale}/faq`, 'FAQ', launch, {
    component: 'faq-index',
    title: local(FAQ_INDEX.title),
    intro: local(FAQ_INDEX.intro),
    banner: [
      {
        _uid: blokUid(`${locale}/faq`, 'banner.0'),
        component: 'faq-banner',
        heading: local(banner.heading),
        text: local(banner.text),
        link: urlLink(banner.linkUrl),
        link_label: banner.linkLabel,
        images: [
          addAsset(
            '1200x630',
            `faq-help-center-${locale}`,
            cardIllustration('storefront', BLOG_CATEGORIES[2].palette, banner.imageAlt),
            banner.imageAlt,
          ),
        ],
      },
    ],
    seo: {title: local(FAQ_INDEX.seoTitle), description: local(FAQ_INDEX.seoDescription)},
  });

  let minutes = 0;
  const categoryStories = FAQ_CATEGORIES.flatMap((category) => {
    const categorySlug = `${locale}/faq/${category.slug}`;
    const categoryStory = story(nextId(), categorySlug, category.name, launch, {
      component: 'faq-category',
      name: category.name,
      description: local(category.description),
      display_type: category.displayType,
      icon: category.icon,
    });
    const questions = category.questions.map((item: FaqQuestionSeed) => {
      const wording = locale === 'en-ca' && item.ca ? item.ca : item;
      const question = local(wording.question ?? item.question);
      const answer = localBlocks(wording.answer);
      const firstPublished = minutesAfter(FAQ_LAUNCH, (minutes += 7));
      return story(
        nextId(),
        `${categorySlug}/${item.slug}`,
        question,
        {created: FAQ_LAUNCH, firstPublished},
        {
          component: 'faq-item',
          question,
          answer: richText(answer),
          json_ld_answer: plainText(answer),
          category: storyUuid(categorySlug),
        },
      );
    });
    return [categoryStory, ...questions];
  });
  return [index, ...categoryStories];
}

function composterStories(nextId: () => number): Story[] {
  let hours = 0;
  return COMPOSTER_STATES.flatMap(({state, regions}) =>
    Object.entries(regions).flatMap(([region, locations]) =>
      locations.map((location) => {
        const firstPublished = minutesAfter(LOCATIONS_LAUNCH, 60 * hours++);
        return story(
          nextId(),
          `en-us/composting-locations/${slugify(state)}/${slugify(location.name)}`,
          location.name,
          {created: firstPublished, firstPublished},
          {
            component: 'composter',
            name: location.name,
            link: location.site ? urlLink(location.site) : emptyLink(),
            region,
            state,
          },
        );
      }),
    ),
  );
}

const CANADIAN_SPELLING: [RegExp, string][] = [
  [/\bfiber/g, 'fibre'],
  [/\bFiber/g, 'Fibre'],
  [/\bcolor/g, 'colour'],
  [/\bColor/g, 'Colour'],
  [/\bcenter/g, 'centre'],
  [/\bCenter/g, 'Centre'],
  [/\borganization/g, 'organisation'],
  [/\blabeled/g, 'labelled'],
  [/\bfulfillment/g, 'fulfilment'],
];

function canadianSpelling(text: string): string {
  return CANADIAN_SPELLING.reduce(
    (result, [pattern, replacement]) => result.replace(pattern, replacement),
    text,
  );
}

function mapBlockText(block: TextBlock, map: (text: string) => string): TextBlock {
  if (typeof block === 'string') return map(block);
  if ('h2' in block) return {h2: map(block.h2)};
  if ('h3' in block) return {h3: map(block.h3)};
  if ('quote' in block) return {quote: map(block.quote)};
  if ('ul' in block) return {ul: block.ul.map(map)};
  return {ol: block.ol.map(map)};
}
