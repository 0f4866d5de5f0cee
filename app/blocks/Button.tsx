import {storyblokEditable} from '~/lib/content/storyblok/editable';
import {SiteLink} from '~/components/SiteLink';
import {storyblokLinkHref} from '~/lib/content/storyblok/links';
import type {ButtonBlok} from '~/lib/content/storyblok/types';
import {useLocale} from '~/lib/i18n/useLocale';
import {option, text} from './options';

type Variant = NonNullable<ButtonBlok['variant']>;
type Size = NonNullable<ButtonBlok['size']>;

const VARIANT: Record<Variant, string> = {
  primary: 'rounded-md bg-emerald-800 text-white hover:bg-emerald-900',
  secondary: 'rounded-md bg-stone-900 text-white hover:bg-stone-700',
  outline: 'rounded-md border-2 border-current hover:bg-current/10',
  link: 'underline underline-offset-4 hover:no-underline',
};

const SIZE: Record<Size, string> = {
  sm: 'px-3 py-1.5 text-sm',
  md: 'px-5 py-2.5 text-base',
  lg: 'px-7 py-3.5 text-lg',
};

/** A text link has no box, so only the size's type scale applies to it. */
const LINK_SIZE: Record<Size, string> = {sm: 'text-sm', md: 'text-base', lg: 'text-lg'};

export function Button({blok}: {blok: ButtonBlok}) {
  const locale = useLocale();
  const label = text(blok.label);
  const href = storyblokLinkHref(blok.link, locale);
  if (!label || !href) return null;
  const variant = option(VARIANT, blok.variant, 'primary');
  const size = option(blok.variant === 'link' ? LINK_SIZE : SIZE, blok.size, 'md');
  return (
    <SiteLink
      {...storyblokEditable(blok)}
      href={href}
      target={blok.link?.target === '_blank' ? '_blank' : undefined}
      className={`inline-flex items-center justify-center font-semibold transition-colors ${variant} ${size}`}
    >
      {label}
    </SiteLink>
  );
}
