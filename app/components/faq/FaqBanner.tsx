import {SiteLink} from '~/components/SiteLink';
import type {CardImage} from '~/lib/content/storyblok/images';
import type {StoryblokLink} from '~/lib/content/storyblok/types';

export interface FaqBannerData {
  heading: string;
  text: string;
  link: StoryblokLink | null;
  linkLabel: string;
  image: CardImage | null;
}

/** The help centre's contact banner, for questions the answers do not cover. */
export function FaqBanner({banner}: {banner: FaqBannerData}) {
  return (
    <section
      aria-labelledby="faq-banner-heading"
      className="grid overflow-hidden rounded-3xl bg-emerald-900 text-white md:grid-cols-2"
    >
      <div className="flex flex-col justify-center gap-4 p-8 sm:p-12">
        <h2 id="faq-banner-heading" className="font-serif text-3xl font-semibold">
          {banner.heading}
        </h2>
        {banner.text ? (
          <p className="text-lg leading-relaxed text-emerald-50">{banner.text}</p>
        ) : null}
        {banner.link ? (
          <SiteLink
            link={banner.link}
            className="mt-2 inline-flex self-start rounded-full bg-white px-6 py-3 font-semibold text-emerald-900 hover:bg-emerald-50 focus-visible:outline-white"
          >
            {banner.linkLabel}
          </SiteLink>
        ) : null}
      </div>
      {banner.image ? (
        <img
          src={banner.image.src}
          alt={banner.image.alt}
          width={banner.image.width}
          height={banner.image.height}
          loading="lazy"
          className="h-full w-full bg-emerald-800 object-cover"
        />
      ) : null}
    </section>
  );
}
