import {Image} from '@shopify/hydrogen';
import useEmblaCarousel from 'embla-carousel-react';
import {ChevronLeftIcon, ChevronRightIcon} from '~/components/icons';
import {useCarouselState} from '~/components/ui/Carousel';
import {Dialog} from '~/components/ui/Dialog';
import {SLIDE, viewportClass} from './gallery-classes';
import type {GalleryImage} from './ProductGallery';

/** Every picture, large, one at a time, starting with the one the shopper chose. */
export default function Lightbox({
  images,
  title,
  startAt,
  onClose,
}: {
  images: GalleryImage[];
  title: string;
  startAt: number;
  onClose: () => void;
}) {
  const [viewportRef, api] = useEmblaCarousel({startIndex: startAt});
  const {selected, canPrev, canNext} = useCarouselState(api);
  return (
    <Dialog open onClose={onClose} title={`${title}: all pictures`} hideTitle className="w-[min(56rem,94vw)] p-4 sm:p-8">
      <div ref={viewportRef} className={viewportClass(Boolean(api))}>
        <div className="-ml-2.5 flex touch-pan-y">
          {images.map((image, index) => (
            <div key={image.id ?? image.url} role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${images.length}`} className={`${SLIDE} pl-2.5`}>
              <Image
                data={image}
                alt={image.altText || title}
                sizes="(min-width: 1024px) 56rem, 94vw"
                className="mx-auto max-h-[75vh] w-auto object-contain"
              />
            </div>
          ))}
        </div>
      </div>
      {images.length > 1 ? (
        <div className="mt-4 flex items-center justify-center gap-4">
          <button
            type="button"
            onClick={() => api?.scrollPrev()}
            disabled={!canPrev}
            className="rounded-full border border-stone-300 p-2 text-stone-900 hover:bg-stone-100 disabled:opacity-40"
          >
            <ChevronLeftIcon />
            <span className="sr-only">Previous picture</span>
          </button>
          <p className="text-sm text-stone-700" aria-live="polite">
            {selected + 1} / {images.length}
          </p>
          <button
            type="button"
            onClick={() => api?.scrollNext()}
            disabled={!canNext}
            className="rounded-full border border-stone-300 p-2 text-stone-900 hover:bg-stone-100 disabled:opacity-40"
          >
            <ChevronRightIcon />
            <span className="sr-only">Next picture</span>
          </button>
        </div>
      ) : null}
    </Dialog>
  );
}
