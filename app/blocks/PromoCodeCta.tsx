import {CouponCode} from '~/components/CouponCode';
import {RichText} from '~/components/RichText';
import {hasStoreTimePassed} from '~/lib/i18n/dates';
import type {PromoCodeCtaBlok} from '~/lib/content/storyblok/types';
import {Blocks} from './Blocks';
import {Band} from './band';
import {BAND_HEADING} from './looks';
import {BACKGROUND, option, text} from './options';

/**
 * An offer's code in a panel: heading, a few words, the code with a copy button and one button.
 * Gone once its end time (store time) has passed, so an expired code is never advertised.
 */
export function PromoCodeCta({blok}: {blok: PromoCodeCtaBlok}) {
  const heading = text(blok.heading);
  const code = text(blok.coupon_code);
  if (!heading || !code || hasStoreTimePassed(blok.expires_at)) return null;
  const button = Array.isArray(blok.button) ? blok.button.slice(0, 1) : [];
  return (
    <Band blok={blok}>
      <div
        className={`flex flex-col gap-5 rounded-3xl p-8 md:flex-row md:items-center md:justify-between md:p-12 ${option(BACKGROUND, blok.background, 'green')}`}
      >
        <div className="space-y-3">
          <h2 className={BAND_HEADING}>{heading}</h2>
          {blok.text ? (
            <div className="max-w-prose space-y-3 text-lg leading-relaxed">
              <RichText doc={blok.text} />
            </div>
          ) : null}
        </div>
        <div className="flex shrink-0 flex-col items-start gap-4">
          <CouponCode code={code} label={text(blok.coupon_code_label)} />
          {button.length ? <Blocks blocks={button} /> : null}
        </div>
      </div>
    </Band>
  );
}
