import {storyblokEditable} from '~/lib/content/storyblok/editable';
import {AssetIcon} from '~/components/RatioImage';
import {SiteLink, useStoryblokHref} from '~/components/SiteLink';
import type {IconListItemBlok} from '~/lib/content/storyblok/types';
import {STRETCHED_LINK} from './looks';
import {text} from './options';

/** An icon over a label and a line of description; with a link, the whole item is the link. */
export function IconListItem({blok}: {blok: IconListItemBlok}) {
  const href = useStoryblokHref(blok.link);
  const label = text(blok.label);
  if (!label) return null;
  const description = text(blok.description);
  return (
    <div
      {...storyblokEditable(blok)}
      className="group relative flex flex-col items-center gap-3 rounded-2xl p-2 text-center"
    >
      <AssetIcon
        image={blok.icon}
        className="size-16 transition-transform md:size-20 group-hover:scale-105 motion-reduce:transition-none"
      />
      <p className="font-semibold md:text-lg">
        {href ? (
          <SiteLink href={href} className={`underline-offset-4 group-hover:underline ${STRETCHED_LINK}`}>
            {label}
          </SiteLink>
        ) : (
          label
        )}
      </p>
      {description ? <p className="text-sm text-stone-700 md:text-base">{description}</p> : null}
    </div>
  );
}
