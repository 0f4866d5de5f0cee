import {ArrowRightIcon} from '~/components/icons';
import {RichText} from '~/components/RichText';
import {SiteLink, useStoryblokHref} from '~/components/SiteLink';
import type {Blok, HomepageSectionBlok} from '~/lib/content/storyblok/types';
import {Band, BandHeader} from './band';
import {Block, Blocks} from './Blocks';
import {ARROW_LINK} from './looks';
import {text} from './options';

const LEVELS = ['h1', 'h2', 'h3'] as const;

/** Blocks that are one card each: next to each other they share a grid row, not a line each. */
const CARD_BLOCKS = new Set([
  'card-basic',
  'card-blank',
  'card-contact',
  'card-review',
  'collection-card',
  'image-ratio-card',
  'product-card',
  'product-deal-card',
  'review-card',
  'testimonial-blurb',
]);

/** The body in runs: each run of cards becomes one group, every other block stands alone. */
export function groupCards(blocks: unknown): (Blok | Blok[])[] {
  const runs: (Blok | Blok[])[] = [];
  for (const block of Array.isArray(blocks) ? (blocks as Blok[]) : []) {
    const last = runs.at(-1);
    if (!CARD_BLOCKS.has(block?.component)) runs.push(block);
    else if (Array.isArray(last)) last.push(block);
    else runs.push([block]);
  }
  return runs;
}

/** A home-page band: eyebrow, heading and introduction, a "see all" link, then its blocks. */
export function HomepageSection({blok}: {blok: HomepageSectionBlok}) {
  const href = useStoryblokHref(blok.link);
  const linkLabel = text(blok.link_label);
  const level = LEVELS.find((candidate) => candidate === blok.heading_level) ?? 'h2';
  return (
    <Band blok={blok} background={blok.background ?? 'white'}>
      <BandHeader
        eyebrow={text(blok.eyebrow)}
        heading={text(blok.heading)}
        level={level}
        intro={blok.text ? <RichText doc={blok.text} /> : undefined}
        action={
          href && linkLabel ? (
            <SiteLink href={href} className={`${ARROW_LINK} shrink-0 text-lg`}>
              {linkLabel}
              <ArrowRightIcon className="size-5 transition-transform group-hover/link:translate-x-0.5" />
            </SiteLink>
          ) : undefined
        }
      />
      <div className="space-y-8">
        {groupCards(blok.body).map((run, index) =>
          Array.isArray(run) ? (
            <div key={run[0]._uid || index} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              <Blocks blocks={run} />
            </div>
          ) : (
            <Block key={run._uid || index} blok={run} />
          ),
        )}
      </div>
    </Band>
  );
}
