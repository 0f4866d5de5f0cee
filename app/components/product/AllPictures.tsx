import {Image} from '@shopify/hydrogen';
import type {GalleryImage} from './ProductGallery';

/** The id of the view, and of each picture in it: `#all-pictures-3` opens the view at the third. */
export const ALL_PICTURES_ID = 'all-pictures';
export const allPicturesHref = (index: number) => `#${ALL_PICTURES_ID}-${index + 1}`;

/**
 * Every picture, large, in a view over the page that opens when the address names it (`:target`):
 * what the gallery's Expand and "View All Photos" open without JavaScript, or before the lightbox's
 * code arrives. The pictures load only once the view shows. `closeHref` names the gallery, so closing
 * lands the shopper where they were.
 */
export function AllPictures({images, title, closeHref}: {images: GalleryImage[]; title: string; closeHref: string}) {
  const headingId = `${ALL_PICTURES_ID}-heading`;
  return (
    <section
      id={ALL_PICTURES_ID}
      aria-labelledby={headingId}
      className="fixed inset-0 z-50 hidden overflow-y-auto bg-white target:block has-[:target]:block"
    >
      <div className="sticky top-0 z-10 flex items-center justify-between gap-4 border-b border-stone-200 bg-white px-4 py-3 sm:px-6">
        <h2 id={headingId} className="text-lg font-bold text-stone-900">
          {title}: all pictures
        </h2>
        <a
          href={closeHref}
          className="shrink-0 rounded-md border border-stone-300 px-3 py-1.5 font-semibold text-stone-900 hover:bg-stone-100"
        >
          Close<span className="sr-only"> pictures</span>
        </a>
      </div>
      <ol className="mx-auto max-w-4xl space-y-6 px-4 py-6 sm:px-6">
        {images.map((image, index) => (
          <li key={image.id ?? image.url} id={`${ALL_PICTURES_ID}-${index + 1}`} aria-label={`${index + 1} of ${images.length}`} className="scroll-mt-20">
            <Image
              data={image}
              alt={image.altText || title}
              sizes="(min-width: 1024px) 56rem, 100vw"
              className="mx-auto max-h-[80vh] w-auto object-contain"
            />
          </li>
        ))}
      </ol>
    </section>
  );
}
