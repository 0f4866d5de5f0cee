import {Image} from '@shopify/hydrogen';
import {useCallback, useEffect, useRef, useState, type MouseEvent} from 'react';
import {ChevronLeftIcon, ChevronRightIcon, ExpandIcon} from '~/components/icons';
import {AllPictures, allPicturesHref} from './AllPictures';
import {SCROLLER, SLIDE} from './gallery-classes';
import {useSnapGallery} from './useSnapGallery';

/** Spec: five pictures in the gallery itself, the rest behind 'View All Photos'. */
export const MAIN_SLIDES = 5;

export interface GalleryImage {
  id?: string | null;
  url: string;
  altText?: string | null;
  width?: number | null;
  height?: number | null;
}

interface ProductGalleryProps {
  images: GalleryImage[];
  title: string;
  /** The chosen variant's picture; the gallery turns to it when the variant changes. */
  selectedImageId?: string | null;
}

/*
 * Only shoppers who open it download it. It shows once its code is here rather than through a
 * Suspense boundary: suspending while sections below the fold still wait to hydrate made React
 * throw their server HTML away (error 421).
 */
const loadLightbox = () => import('./Lightbox');
type LightboxComponent = Awaited<ReturnType<typeof loadLightbox>>['default'];

const slideId = (index: number) => `gallery-picture-${index + 1}`;
const GALLERY_ID = 'product-pictures';

/**
 * The product's pictures: a row of slides the browser scrolls and snaps (swipe, trackpad, arrow
 * keys once the row has focus), thumbnails under it, and an expand button that opens every picture
 * full size. Without JavaScript the thumbnails are links to their slides and Expand and "View All
 * Photos" open every picture in a view over the page (`AllPictures`); with it, they open the
 * lightbox, previous/next buttons appear and the thumbnails mark the slide in view.
 */
export function ProductGallery({images, title, selectedImageId}: ProductGalleryProps) {
  const slides = images.slice(0, MAIN_SLIDES);
  const hasMore = images.length > MAIN_SLIDES;
  const {scrollerRef, ready, selected, canPrev, canNext, scrollToSlide} = useSnapGallery(slides.length);
  const [lightboxAt, setLightboxAt] = useState<number | null>(null);
  const [Lightbox, setLightbox] = useState<LightboxComponent | null>(null);
  const closeLightbox = useCallback(() => setLightboxAt(null), []);
  const turnedBefore = useRef(false);
  const selectedIndex = slides.findIndex((image) => image.id && image.id === selectedImageId);
  // The slide the page opens at: the variant's picture, else the first.
  const openingIndex = Math.max(0, selectedIndex);

  useEffect(() => {
    // The page opens at the variant's picture at once; a later change of variant glides to it.
    if (selectedIndex >= 0) scrollToSlide(selectedIndex, !turnedBefore.current);
    turnedBefore.current = true;
    // Only a change of variant turns the gallery; swiping is the shopper's own business.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selectedImageId]);

  if (slides.length === 0) {
    return <div className="aspect-square rounded-lg bg-stone-100" aria-hidden="true" />;
  }

  const openLightbox = (event: MouseEvent<HTMLAnchorElement>, index: number) => {
    event.preventDefault();
    const view = event.currentTarget.hash;
    loadLightbox().then(
      (module) => {
        setLightbox(() => module.default);
        setLightboxAt(index);
      },
      // Without its code the link does what it does without scripts: it opens the view of every picture.
      () => window.location.assign(view),
    );
  };
  const showSlide = (event: MouseEvent, index: number) => {
    event.preventDefault();
    scrollToSlide(index);
  };

  return (
    <div id={GALLERY_ID} role="region" aria-roledescription="carousel" aria-label={`${title} pictures`}>
      <div className="relative">
        <ul
          ref={scrollerRef}
          // A scroller must take focus for keyboard users to scroll it with the arrow keys (WCAG 2.1.1).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          aria-label="Pictures"
          className={`${SCROLLER} rounded-lg border border-stone-200 bg-stone-50`}
        >
          {slides.map((image, index) => (
            <li
              key={image.id ?? image.url}
              id={slideId(index)}
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              // `scroll-initial-target` opens the scroller at the variant's picture before any
              // script runs (and without scripts), where the browser supports it.
              className={index === openingIndex ? `${SLIDE} [scroll-initial-target:nearest]` : SLIDE}
            >
              <Image
                data={image}
                alt={image.altText || title}
                aspectRatio="1/1"
                sizes="(min-width: 1024px) 600px, 100vw"
                // The picture the page opens at is what it is judged by (LCP): loaded at once, first.
                {...(index === openingIndex ? {loading: 'eager' as const, fetchpriority: 'high'} : {})}
                className="aspect-square w-full object-contain"
              />
            </li>
          ))}
        </ul>
        {slides.length > 1 ? (
          <>
            <SlideButton direction="previous" disabled={!canPrev} onClick={() => scrollToSlide(selected - 1)} />
            <SlideButton direction="next" disabled={!canNext} onClick={() => scrollToSlide(selected + 1)} />
          </>
        ) : null}
        <a
          href={allPicturesHref(selected)}
          onClick={(event) => openLightbox(event, selected)}
          className="absolute top-3 right-3 inline-flex items-center gap-1.5 rounded-full bg-white/95 px-3 py-2 text-sm font-semibold text-stone-900 shadow hover:bg-white"
        >
          <ExpandIcon className="size-4" />
          Expand<span className="sr-only"> pictures</span>
        </a>
      </div>

      {slides.length > 1 || hasMore ? (
        <ul className="mt-3 grid grid-cols-6 gap-2 sm:gap-3">
          {slides.map((image, index) => (
            <li key={image.id ?? image.url}>
              <a
                href={`#${slideId(index)}`}
                onClick={(event) => showSlide(event, index)}
                aria-current={ready && index === selected ? 'true' : undefined}
                className={`block overflow-hidden rounded-md border-2 bg-stone-50 ${
                  ready && index === selected ? 'border-emerald-800' : 'border-stone-200 hover:border-stone-400'
                }`}
              >
                <Image data={image} alt="" aspectRatio="1/1" width={96} height={96} className="aspect-square w-full object-contain" />
                <span className="sr-only">Show picture {index + 1}</span>
              </a>
            </li>
          ))}
          {hasMore ? (
            <li>
              <a
                href={allPicturesHref(MAIN_SLIDES)}
                onClick={(event) => openLightbox(event, MAIN_SLIDES)}
                className="flex aspect-square w-full items-center justify-center rounded-md border-2 border-stone-200 bg-stone-100 px-0.5 text-center text-xs/tight font-semibold text-stone-900 hover:border-stone-400"
              >
                View All Photos
                <span className="sr-only"> ({images.length})</span>
              </a>
            </li>
          ) : null}
        </ul>
      ) : null}

      <AllPictures images={images} title={title} closeHref={`#${GALLERY_ID}`} />

      {Lightbox && lightboxAt !== null ? (
        <Lightbox images={images} title={title} startAt={lightboxAt} onClose={closeLightbox} />
      ) : null}
    </div>
  );
}

/** Hidden until scripts run: without them the row still scrolls, and a dead button would mislead. */
function SlideButton({direction, disabled, onClick}: {direction: 'previous' | 'next'; disabled: boolean; onClick: () => void}) {
  const Icon = direction === 'previous' ? ChevronLeftIcon : ChevronRightIcon;
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className={`absolute top-1/2 -translate-y-1/2 rounded-full bg-white/95 p-2 text-stone-900 shadow hover:bg-white disabled:invisible ${
        direction === 'previous' ? 'left-3' : 'right-3'
      }`}
    >
      <Icon />
      <span className="sr-only">{direction === 'previous' ? 'Previous picture' : 'Next picture'}</span>
    </button>
  );
}
