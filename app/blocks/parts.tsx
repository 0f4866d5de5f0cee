import {ArrowRightIcon} from '~/components/icons';
import {RichText} from '~/components/RichText';
import {NewTabNote, SiteLink} from '~/components/SiteLink';
import type {RichTextDoc} from '~/lib/content/storyblok/types';
import {Blocks} from './Blocks';
import {ARROW_LINK, CARD_HEADING, STRETCHED_LINK} from './looks';

/**
 * A card's heading. When the card links somewhere and has no link label, the heading is the link,
 * stretched over the whole card.
 */
export function CardTitle({heading, href, stretched}: {heading: string; href: string | null; stretched: boolean}) {
  return (
    <h3 className={CARD_HEADING}>
      {href && stretched ? (
        <SiteLink href={href} className={STRETCHED_LINK}>
          {heading}
        </SiteLink>
      ) : (
        heading
      )}
    </h3>
  );
}

/** A card's labelled link at its foot, stretched over the whole card, with an arrow. */
export function CardAction({href, label, newTab = false}: {href: string; label: string; newTab?: boolean}) {
  return (
    <p className="mt-auto pt-2">
      <SiteLink href={href} target={newTab ? '_blank' : undefined} className={`${ARROW_LINK} ${STRETCHED_LINK}`}>
        {label}
        <ArrowRightIcon className="size-4 transition-transform group-hover/link:translate-x-0.5 motion-reduce:transition-none" />
        {newTab ? <NewTabNote /> : null}
      </SiteLink>
    </p>
  );
}

/** At most two buttons, as the content model says of every block that has them. */
const MAX_BUTTONS = 2;

/** The words of a slide, callout or z-pattern row, and its buttons (two at most) under them. */
export function TextAndButtons({text, buttons}: {text: RichTextDoc | undefined; buttons: unknown}) {
  const shown = Array.isArray(buttons) ? buttons.slice(0, MAX_BUTTONS) : [];
  return (
    <>
      {text ? (
        <div className="space-y-3 text-lg leading-relaxed">
          <RichText doc={text} />
        </div>
      ) : null}
      {shown.length ? (
        <div className="flex flex-wrap items-center gap-3 pt-2">
          <Blocks blocks={shown} />
        </div>
      ) : null}
    </>
  );
}

const AVATAR_SIZE_CLASS = {56: 'size-14', 80: 'size-20'} as const;

/**
 * Who said a quote: their photo, name and what else the editor told us. The photo is decoration,
 * since the name beside it says who this is.
 */
export function QuoteAttribution({
  name,
  about,
  avatar,
  avatarSize,
}: {
  name: string;
  about?: string;
  avatar: string | null;
  avatarSize: keyof typeof AVATAR_SIZE_CLASS;
}) {
  return (
    <figcaption className="mt-auto flex items-center gap-4">
      {avatar ? (
        <img
          src={avatar}
          alt=""
          width={avatarSize}
          height={avatarSize}
          loading="lazy"
          decoding="async"
          className={`${AVATAR_SIZE_CLASS[avatarSize]} shrink-0 rounded-full bg-stone-100 object-cover`}
        />
      ) : null}
      <span>
        <span className="block font-semibold">{name}</span>
        {about ? <span className="block text-sm text-stone-600">{about}</span> : null}
      </span>
    </figcaption>
  );
}
