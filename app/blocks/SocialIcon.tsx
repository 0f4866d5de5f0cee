import {storyblokEditable} from '~/lib/content/storyblok/editable';
import {SocialLink} from '~/components/SocialLink';
import type {SocialIconBlok, SocialIconsBlok} from '~/lib/content/storyblok/types';

export const SOCIAL_ICON_SIZE: Record<NonNullable<SocialIconsBlok['size']>, string> = {
  sm: 'size-9 [&_svg]:size-4',
  md: 'size-11 [&_svg]:size-5',
  lg: 'size-14 [&_svg]:size-7',
};

/** One social network link, a round icon named for screen readers. */
export function SocialIcon({blok, size = SOCIAL_ICON_SIZE.md}: {blok: SocialIconBlok; size?: string}) {
  return (
    <span {...storyblokEditable(blok)} className="inline-flex">
      <SocialLink
        network={blok.network}
        link={blok.link}
        className={`inline-flex items-center justify-center rounded-full bg-emerald-800 text-white transition-colors hover:bg-emerald-950 ${size}`}
      />
    </span>
  );
}
