import type {TestimonialBlurbBlok, TestimonialStackBlok} from '~/lib/content/storyblok/types';
import {Band, BandHeader} from './band';
import {blocksOf, text} from './options';
import {TestimonialBlurb} from './TestimonialBlurb';

/** A heading over customers' testimonials, side by side from md up. */
export function TestimonialStack({blok}: {blok: TestimonialStackBlok}) {
  const testimonials = blocksOf<TestimonialBlurbBlok>(blok.testimonials, 'testimonial-blurb');
  if (!testimonials.length) return null;
  return (
    <Band blok={blok} background={blok.background ?? 'white'}>
      <BandHeader heading={text(blok.heading)} centered />
      <div className={`grid gap-6 md:grid-cols-2 ${testimonials.length > 2 ? 'lg:grid-cols-3' : ''}`}>
        {testimonials.map((testimonial) => (
          <TestimonialBlurb key={testimonial._uid} blok={testimonial} />
        ))}
      </div>
    </Band>
  );
}
