import {SocialIcon} from '~/components/icons';
import {SiteLink} from '~/components/SiteLink';
import type {SocialNetwork, StoryblokLink} from '~/lib/content/storyblok/types';

export const SOCIAL_NETWORK_NAMES: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  pinterest: 'Pinterest',
  youtube: 'YouTube',
  x: 'X',
  tiktok: 'TikTok',
};

export function isKnownNetwork(network: unknown): network is SocialNetwork {
  return typeof network === 'string' && Object.hasOwn(SOCIAL_NETWORK_NAMES, network);
}

/**
 * Our page on a social network, as its icon, named for screen readers; it opens in a new tab.
 * A network we have no name or icon for would be an unlabelled link, so it renders nothing.
 */
export function SocialLink({
  network,
  link,
  className,
  iconClassName,
}: {
  network: unknown;
  link: StoryblokLink | undefined;
  className: string;
  iconClassName?: string;
}) {
  if (!isKnownNetwork(network)) return null;
  return (
    <SiteLink link={link} target="_blank" aria-label={SOCIAL_NETWORK_NAMES[network]} className={className}>
      <SocialIcon network={network} className={iconClassName} />
    </SiteLink>
  );
}
