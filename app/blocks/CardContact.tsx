import {storyblokEditable} from '~/lib/content/storyblok/editable';
import type {ComponentType, SVGProps} from 'react';
import {
  ChatIcon,
  ClockIcon,
  DocumentIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
} from '~/components/icons';
import {RichText} from '~/components/RichText';
import {useStoryblokHref} from '~/components/SiteLink';
import type {CardContactBlok} from '~/lib/content/storyblok/types';
import {CardAction, CardTitle} from './parts';
import {CARD, LINKED_CARD} from './looks';
import {text} from './options';

type IconName = NonNullable<CardContactBlok['icon']>;

const ICONS: Record<IconName, ComponentType<SVGProps<SVGSVGElement>>> = {
  phone: PhoneIcon,
  email: MailIcon,
  chat: ChatIcon,
  map: MapPinIcon,
  clock: ClockIcon,
  document: DocumentIcon,
};

/** A way to reach us or get something done: an icon, a heading, a line of text and a link. */
export function CardContact({blok}: {blok: CardContactBlok}) {
  const href = useStoryblokHref(blok.link);
  const heading = text(blok.heading);
  if (!heading) return null;
  const Icon = typeof blok.icon === 'string' && Object.hasOwn(ICONS, blok.icon) ? ICONS[blok.icon] : null;
  const linkLabel = text(blok.link_label) || heading;
  return (
    <article {...storyblokEditable(blok)} className={`${href ? LINKED_CARD : CARD} gap-3 p-6 md:p-8`}>
      {Icon ? (
        <span className="mb-2 inline-flex size-12 items-center justify-center rounded-full bg-emerald-50 text-emerald-800">
          <Icon className="size-6" />
        </span>
      ) : null}
      <CardTitle heading={heading} href={href} stretched={false} />
      {blok.text ? (
        <div className="space-y-3 leading-relaxed text-stone-700 [&_a]:relative [&_a]:z-10">
          <RichText doc={blok.text} />
        </div>
      ) : null}
      {href ? (
        <CardAction href={href} label={linkLabel} newTab={blok.link?.target === '_blank'} />
      ) : null}
    </article>
  );
}
