import {storyblokEditable} from '~/lib/content/storyblok/editable';
import {imageRatio, RatioImage} from '~/components/RatioImage';
import {useStoryblokHref} from '~/components/SiteLink';
import type {ImageRatioCardBlok} from '~/lib/content/storyblok/types';
import {CardAction, CardTitle} from './parts';
import {CARD, LINKED_CARD} from './looks';
import {text} from './options';

/** A picture in a chosen ratio over a heading, a line of text and a link. */
export function ImageRatioCard({blok}: {blok: ImageRatioCardBlok}) {
  const href = useStoryblokHref(blok.link);
  const heading = text(blok.heading);
  if (!heading) return null;
  const body = text(blok.text);
  const linkLabel = text(blok.link_label);
  return (
    <article {...storyblokEditable(blok)} className={`${href ? LINKED_CARD : CARD} overflow-hidden`}>
      <RatioImage
        image={blok.image}
        ratio={imageRatio(blok.ratio, '3:2')}
        sizes="(min-width: 768px) 600px, 100vw"
      />
      <div className="flex flex-1 flex-col gap-2 p-6">
        <CardTitle heading={heading} href={href} stretched={!linkLabel} />
        {body ? <p className="leading-relaxed text-stone-700">{body}</p> : null}
        {href && linkLabel ? <CardAction href={href} label={linkLabel} /> : null}
      </div>
    </article>
  );
}
