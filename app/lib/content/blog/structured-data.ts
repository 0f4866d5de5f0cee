import {BLOG_NAME, SITE_NAME} from '~/lib/content/site';
import type {BlogAuthor} from './cards';

interface PostingInput {
  title: string;
  description: string;
  image: string | null;
  publishedAt: string | null;
  modifiedAt: string | null;
  category: string | null;
  author: Pick<BlogAuthor, 'name' | 'role'> | null;
  /** Absolute: the post's canonical address. */
  url: string;
  /** Absolute: the store's home page. */
  siteUrl: string;
  blogUrl: string;
}

/**
 * A post as schema.org `BlogPosting`: the author is the person who wrote it, or the store itself
 * when a post has no author.
 */
export function blogPostingJsonLd(post: PostingInput) {
  const organization = {'@type': 'Organization', name: SITE_NAME, url: post.siteUrl};
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    ...(post.description ? {description: post.description} : {}),
    ...(post.image ? {image: [post.image]} : {}),
    ...(post.publishedAt ? {datePublished: post.publishedAt} : {}),
    ...(post.modifiedAt ? {dateModified: post.modifiedAt} : {}),
    ...(post.category ? {articleSection: post.category} : {}),
    author: post.author
      ? {
          '@type': 'Person',
          name: post.author.name,
          ...(post.author.role ? {jobTitle: post.author.role} : {}),
          worksFor: organization,
        }
      : organization,
    publisher: organization,
    url: post.url,
    mainEntityOfPage: {'@type': 'WebPage', '@id': post.url},
    isPartOf: {'@type': 'Blog', name: BLOG_NAME, url: post.blogUrl},
  };
}
