import {Image} from '@shopify/hydrogen';
import {ChevronLeftIcon, ChevronRightIcon} from '~/components/icons';
import {Dialog} from '~/components/ui/Dialog';
import {SCROLLER, SLIDE} from './gallery-classes';
import type {GalleryImage} from './ProductGallery';
import {useSnapGallery} from './useSnapGallery';

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
  const {scrollerRef, selected, canPrev, canNext, scrollToSlide} = useSnapGallery(images.length, startAt);
  return (
    <Dialog open onClose={onClose} title={`${title}: all pictures`} hideTitle className="w-[min(56rem,94vw)] p-4 sm:p-8">
      <ul
        ref={scrollerRef}
        // A scroller must take focus for keyboard users to scroll it with the arrow keys (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        aria-label="Pictures"
        className={SCROLLER}
      >
        {images.map((image, index) => (
          <li
            key={image.id ?? image.url}
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${images.length}`}
            className={`${SLIDE} flex items-center justify-center`}
          >
            <Image
              data={image}
              alt={image.altText || title}
              sizes="(min-width: 1024px) 56rem, 94vw"
              className="max-h-[75vh] w-auto object-contain"
            />
          </li>
        ))}
      </ul>
      {images.length > 1 ? (
        <div className="mt-4 flex items-center justify-center gap-4">
          <button
            type="button"
            onClick={() => scrollToSlide(selected - 1)}
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
            onClick={() => scrollToSlide(selected + 1)}
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
