import {storyblokEditable} from '~/lib/content/storyblok/editable';
import {AssetIcon, RatioImage} from '~/components/RatioImage';
import {RichText} from '~/components/RichText';
import {useStoryblokHref} from '~/components/SiteLink';
import {assetSize} from '~/lib/content/storyblok/images';
import type {CardBasicBlok, StoryblokAsset} from '~/lib/content/storyblok/types';
import {CardAction, CardTitle} from './parts';
import {CARD, LINKED_CARD} from './looks';
import {text} from './options';

/** Images up to this width are icons, shown small; anything wider is a photo across the card. */
const ICON_MAX_WIDTH = 400;

export function isIcon(image: StoryblokAsset | undefined): boolean {
  const size = assetSize(image?.filename);
  return size !== null && size.width <= ICON_MAX_WIDTH;
}

/** A picture or icon, a heading, a few words and a link, the whole card clickable. */
export function CardBasic({blok}: {blok: CardBasicBlok}) {
  const href = useStoryblokHref(blok.link);
  const heading = text(blok.heading);
  if (!heading) return null;
  const linkLabel = text(blok.link_label);
  const icon = isIcon(blok.image);
  return (
    <article {...storyblokEditable(blok)} className={`${href ? LINKED_CARD : CARD} overflow-hidden`}>
      {!icon ? (
        <RatioImage image={blok.image} ratio="3:2" sizes="(min-width: 768px) 400px, 100vw" />
      ) : null}
      <div className="flex flex-1 flex-col gap-3 p-6">
        {icon ? (
          <AssetIcon image={blok.image} className="mb-2 size-16" />
        ) : null}
        <CardTitle heading={heading} href={href} stretched={!linkLabel} />
        {blok.text ? (
          <div className="space-y-3 leading-relaxed text-stone-700 [&_a]:relative [&_a]:z-10">
            <RichText doc={blok.text} />
          </div>
        ) : null}
        {href && linkLabel ? <CardAction href={href} label={linkLabel} /> : null}
      </div>
    </article>
  );
}
