import {storyblokEditable} from '~/lib/content/storyblok/editable';
import {useEffect, useRef, useState} from 'react';
import {PlayIcon} from '~/components/icons';
import {prefersReducedMotion} from '~/lib/ui/motion';
import {ASPECT, imageRatio} from '~/components/RatioImage';
import {responsiveImage, safeImageSrc} from '~/lib/content/storyblok/images';
import type {VideoBlok} from '~/lib/content/storyblok/types';
import {videoEmbed, type VideoEmbed} from '~/lib/content/video';
import {useBlockImageSizes} from './image-sizes';
import {text} from './options';

/**
 * A video in a box of the chosen ratio (16:9 unless set). An uploaded file plays
 * in the browser's own player. A YouTube or Vimeo video shows its poster and a play button, and
 * only a press of it loads the provider's player: until then the page makes no request to them.
 */
export function Video({blok}: {blok: VideoBlok}) {
  const title = text(blok.title) || 'Video';
  const file = safeImageSrc(blok.video_file?.filename);
  const embed = file ? null : videoEmbed(blok.video_url);
  if (!file && !embed) return null;
  const poster = safeImageSrc(blok.poster?.filename);
  return (
    <div
      {...storyblokEditable(blok)}
      className={`relative overflow-hidden rounded-2xl bg-stone-900 ${ASPECT[imageRatio(blok.ratio, '16:9')]}`}
    >
      {embed ? (
        <EmbeddedVideo embed={embed} title={title} poster={poster} />
      ) : (
        <VideoFile src={file as string} title={title} poster={poster} autoplay={Boolean(blok.autoplay)} />
      )}
    </div>
  );
}

function EmbeddedVideo({embed, title, poster}: {embed: VideoEmbed; title: string; poster: string | null}) {
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLIFrameElement>(null);
  const sizes = useBlockImageSizes();

  // The play button is gone; keyboard focus continues in the player that replaced it.
  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);

  if (playing) {
    return (
      <iframe
        ref={player}
        src={embed.embedUrl}
        title={title}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        className="absolute inset-0 size-full border-0"
      />
    );
  }
  return (
    // Without JavaScript the link opens the video at the provider.
    <a
      href={embed.watchUrl}
      onClick={(event) => {
        event.preventDefault();
        setPlaying(true);
      }}
      className="group absolute inset-0 block text-white"
    >
      {poster ? (
        <img
          {...responsiveImage(poster)}
          sizes={sizes}
          alt=""
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
      ) : null}
      <span className="absolute inset-0 bg-gradient-to-t from-black/70 via-black/20 to-black/0" />
      <span className="absolute inset-0 flex items-center justify-center">
        <span className="inline-flex size-16 items-center justify-center rounded-full bg-white text-emerald-800 shadow-xl transition-transform group-hover:scale-110 motion-reduce:transition-none md:size-20">
          <PlayIcon className="size-7 translate-x-0.5 md:size-9" />
        </span>
      </span>
      <span className="absolute inset-x-0 bottom-0 p-4 text-left md:p-6">
        <span className="block text-xs font-semibold tracking-wide uppercase md:text-sm">
          Play video · {embed.provider}
        </span>
        <span className="block text-lg font-semibold text-balance md:text-2xl">{title}</span>
      </span>
    </a>
  );
}

function VideoFile({
  src,
  title,
  poster,
  autoplay,
}: {
  src: string;
  title: string;
  poster: string | null;
  autoplay: boolean;
}) {
  const video = useRef<HTMLVideoElement>(null);

  // Autoplay is muted (browsers allow nothing else) and never for people who ask for less motion.
  useEffect(() => {
    const element = video.current;
    if (!autoplay || !element) return;
    if (prefersReducedMotion()) return;
    element.muted = true;
    element.play().catch(() => {
      // The browser refused; the controls are there to start it.
    });
  }, [autoplay]);

  return (
    // The content model has no field for a caption file, so there is no track to give.
    // eslint-disable-next-line jsx-a11y/media-has-caption
    <video
      ref={video}
      src={src}
      poster={poster ?? undefined}
      title={title}
      aria-label={title}
      controls
      playsInline
      preload="none"
      loop={autoplay}
      className="absolute inset-0 size-full object-cover"
    />
  );
}
