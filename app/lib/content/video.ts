/**
 * Videos from YouTube and Vimeo play in the providers' own players, framed only after a visitor
 * asks to play them. These origins are the only ones the Content-Security-Policy lets us frame.
 */
export const VIDEO_EMBED_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;

export interface VideoEmbed {
  provider: 'YouTube' | 'Vimeo';
  /** The player to frame once the visitor presses play; it starts playing at once. */
  embedUrl: string;
  /** The video's page at the provider, for visitors without JavaScript. */
  watchUrl: string;
}

const YOUTUBE_ID = /^[\w-]{6,32}$/;
const VIMEO_ID = /^\d{1,12}$/;

/** The player for a YouTube or Vimeo address an editor pasted, or null for anything else. */
export function videoEmbed(address: unknown): VideoEmbed | null {
  if (typeof address !== 'string') return null;
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  const segments = url.pathname.split('/').filter(Boolean);

  const youtubeId =
    host === 'youtu.be'
      ? segments[0]
      : host === 'youtube.com' || host === 'youtube-nocookie.com'
        ? segments[0] === 'watch'
          ? url.searchParams.get('v')
          : ['embed', 'shorts', 'live'].includes(segments[0] ?? '')
            ? segments[1]
            : null
        : null;
  if (youtubeId && YOUTUBE_ID.test(youtubeId)) {
    return {
      provider: 'YouTube',
      embedUrl: `${VIDEO_EMBED_ORIGINS[0]}/embed/${youtubeId}?autoplay=1&rel=0`,
      watchUrl: `https://www.youtube.com/watch?v=${youtubeId}`,
    };
  }

  const vimeoId =
    host === 'vimeo.com' ? segments[0] : host === 'player.vimeo.com' && segments[0] === 'video' ? segments[1] : null;
  if (vimeoId && VIMEO_ID.test(vimeoId)) {
    return {
      provider: 'Vimeo',
      embedUrl: `${VIDEO_EMBED_ORIGINS[1]}/video/${vimeoId}?autoplay=1`,
      watchUrl: `https://vimeo.com/${vimeoId}`,
    };
  }
  return null;
}
