import {storyblokEditable} from '~/lib/content/storyblok/editable';
import {isKnownNetwork} from '~/components/SocialLink';
import type {SocialIconBlok, SocialIconsBlok} from '~/lib/content/storyblok/types';
import {JUSTIFY, blocksOf, option} from './options';
import {SocialIcon, SOCIAL_ICON_SIZE} from './SocialIcon';

/** Our social media pages as a row of round icons. */
export function SocialIcons({blok}: {blok: SocialIconsBlok}) {
  const icons = blocksOf<SocialIconBlok>(blok.icons, 'social_icon').filter((icon) =>
    isKnownNetwork(icon.network),
  );
  if (!icons.length) return null;
  const size = option(SOCIAL_ICON_SIZE, blok.size, 'md');
  return (
    <ul
      {...storyblokEditable(blok)}
      aria-label="Social media"
      className={`flex flex-wrap gap-3 ${option(JUSTIFY, blok.align, 'left')}`}
    >
      {icons.map((icon) => (
        <li key={icon._uid}>
          <SocialIcon blok={icon} size={size} />
        </li>
      ))}
    </ul>
  );
}
