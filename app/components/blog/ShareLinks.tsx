import {SocialIcon} from '~/components/icons';
import type {SocialNetwork} from '~/lib/content/storyblok/types';

interface SharedPage {
  /** Absolute. */
  url: string;
  title: string;
  image: string | null;
}

const NETWORKS: {network: SocialNetwork; name: string; href: (page: SharedPage) => string}[] = [
  {
    network: 'facebook',
    name: 'Facebook',
    href: ({url}) => `https://www.facebook.com/sharer/sharer.php?${query({u: url})}`,
  },
  {
    network: 'x',
    name: 'X',
    href: ({url, title}) => `https://x.com/intent/post?${query({url, text: title})}`,
  },
  {
    network: 'linkedin',
    name: 'LinkedIn',
    href: ({url}) => `https://www.linkedin.com/sharing/share-offsite/?${query({url})}`,
  },
  {
    network: 'pinterest',
    name: 'Pinterest',
    href: ({url, title, image}) =>
      `https://www.pinterest.com/pin/create/button/?${query({
        url,
        description: title,
        ...(image ? {media: image} : {}),
      })}`,
  },
];

function query(params: Record<string, string>): string {
  return new URLSearchParams(params).toString();
}

/** Share the page on four networks, each in a new tab that gets no handle on this one. */
export function ShareLinks(page: SharedPage) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="text-sm font-semibold text-stone-900">Share this post</p>
      <ul className="flex gap-2">
        {NETWORKS.map(({network, name, href}) => (
          <li key={network}>
            <a
              href={href(page)}
              target="_blank"
              rel="noopener noreferrer"
              className="flex size-11 items-center justify-center rounded-full border border-stone-300 text-stone-700 transition-colors hover:border-emerald-800 hover:bg-emerald-800 hover:text-white"
            >
              <SocialIcon network={network} className="size-5" />
              <span className="sr-only">Share on {name} (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
