import {Link} from '@remix-run/react';
import type {ComponentType} from 'react';
import type {BlogCardData} from '~/lib/content/blog/cards';
import {categoryPath, postPath} from '~/lib/content/blog/paths';
import {useLocalizedPath} from '~/lib/i18n/useLocale';
import {PostDate} from './PostDate';
import {PostImage} from './PostImage';

interface CardProps {
  post: BlogCardData;
  /** The card's title level, under the heading of the list it is in. */
  headingLevel?: 2 | 3;
}

/** Cards by the story's content type; a list may one day hold other kinds of story. */
const CARDS: Record<string, ComponentType<CardProps>> = {
  'blog-post': BlogPostCard,
};

/** A post in a list: the card its content type has, or a note for editors when it has none. */
export function BlogCard(props: CardProps) {
  const Card = Object.hasOwn(CARDS, props.post.component) ? CARDS[props.post.component] : null;
  if (!Card) {
    return (
      <p
        role="note"
        className="rounded-md border border-dashed border-amber-500 bg-amber-50 px-4 py-3 text-sm text-amber-950"
      >
        The blog post card for &quot;{props.post.component}&quot; has not yet been created.
      </p>
    );
  }
  return <Card {...props} />;
}

function BlogPostCard({post, headingLevel = 3}: CardProps) {
  const href = useLocalizedPath(postPath(post.slug));
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <div className="aspect-[1200/630] overflow-hidden bg-emerald-50">
        <PostImage
          image={post.image}
          sizes="(min-width: 992px) 30vw, (min-width: 768px) 45vw, 100vw"
          className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        {post.category ? <CategoryLabel category={post.category} /> : null}
        <Heading className="mt-2 font-serif text-xl leading-snug font-semibold text-stone-900">
          <Link to={href} prefetch="intent" className="hover:text-emerald-800">
            {post.title}
          </Link>
        </Heading>
        <PostDate date={post.publishedAt} className="mt-2" />
        {post.excerpt ? (
          <p className="mt-3 leading-relaxed text-stone-700">{post.excerpt}</p>
        ) : null}
        <Link
          to={href}
          className="mt-auto inline-flex items-center gap-1 self-start pt-5 text-sm font-semibold text-emerald-800 hover:text-emerald-950"
        >
          Read Post<span className="sr-only">: {post.title}</span>
          <span aria-hidden="true" className="transition-transform group-hover:translate-x-0.5">
            →
          </span>
        </Link>
      </div>
    </article>
  );
}

/** The small category link above a post's title. */
export function CategoryLabel({
  category,
  className = '',
}: {
  category: {title: string; slug: string};
  className?: string;
}) {
  const href = useLocalizedPath(categoryPath(category.slug));
  return (
    <Link
      to={href}
      className={`self-start text-xs font-semibold tracking-widest text-emerald-800 uppercase hover:text-emerald-950 hover:underline ${className}`}
    >
      {category.title}
    </Link>
  );
}
