import {storyblokEditable} from '~/lib/content/storyblok/editable';
import {AssetIcon} from '~/components/RatioImage';
import {RichText} from '~/components/RichText';
import type {LargeIconListItemBlok} from '~/lib/content/storyblok/types';
import {text} from './options';

/** A large icon beside a heading and a paragraph: one point made prominently. */
export function LargeIconListItem({blok}: {blok: LargeIconListItemBlok}) {
  const heading = text(blok.heading);
  if (!heading) return null;
  return (
    <div {...storyblokEditable(blok)} className="flex flex-col gap-5 sm:flex-row sm:items-center">
      <AssetIcon image={blok.icon} className="size-24 shrink-0" />
      <div className="space-y-2">
        <h3 className="text-xl font-semibold md:text-2xl">{heading}</h3>
        {blok.text ? (
          <div className="space-y-2 text-lg leading-relaxed text-stone-700">
            <RichText doc={blok.text} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
