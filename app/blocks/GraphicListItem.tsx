import {storyblokEditable} from '~/lib/content/storyblok/editable';
import {AssetIcon} from '~/components/RatioImage';
import {RichText} from '~/components/RichText';
import {SiteLink, useStoryblokHref} from '~/components/SiteLink';
import type {GraphicListItemBlok} from '~/lib/content/storyblok/types';
import {CARD_HEADING} from './looks';
import {text} from './options';

/** A small graphic beside a heading and a few words; the heading links when a link is set. */
export function GraphicListItem({blok}: {blok: GraphicListItemBlok}) {
  const href = useStoryblokHref(blok.link);
  const heading = text(blok.heading);
  if (!heading) return null;
  return (
    <div {...storyblokEditable(blok)} className="flex items-start gap-4">
      <AssetIcon image={blok.graphic} className="size-14 shrink-0" />
      <div className="space-y-1">
        <h3 className={CARD_HEADING}>
          {href ? (
            <SiteLink href={href} className="underline decoration-emerald-700/40 underline-offset-4 hover:decoration-current">
              {heading}
            </SiteLink>
          ) : (
            heading
          )}
        </h3>
        {blok.text ? (
          <div className="space-y-2 leading-relaxed text-stone-700">
            <RichText doc={blok.text} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
