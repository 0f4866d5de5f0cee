import {storyblokEditable} from '~/lib/content/storyblok/editable';
import type {ReactNode} from 'react';
import type {Blok} from '~/lib/content/storyblok/types';
import {BandContent, useInBand} from './band-context';
import {BAND_HEADING, EYEBROW} from './looks';
import {BACKGROUND, option, text} from './options';

/**
 * The frame of a block that editors place either straight on the page or inside a section. On
 * the page it is a full-width band of its own, with the page's width and spacing; inside a
 * section it takes the section's, and a background of its own becomes a rounded panel.
 */
export function Band({
  blok,
  background,
  anchorId,
  children,
}: {
  blok: Blok;
  /** The editor's background choice; none keeps the page's (or the section's) own. */
  background?: unknown;
  anchorId?: unknown;
  children: ReactNode;
}) {
  const nested = useInBand();
  const id = text(anchorId) || undefined;
  const colours = background === undefined ? '' : option(BACKGROUND, background, 'white');
  const panel = nested && colours && background !== 'white';
  if (nested) {
    return (
      <div
        {...storyblokEditable(blok)}
        id={id}
        className={panel ? `rounded-2xl px-5 py-8 md:px-10 md:py-12 ${colours}` : undefined}
      >
        {children}
      </div>
    );
  }
  return (
    <section {...storyblokEditable(blok)} id={id} className={`py-12 md:py-16 ${colours}`}>
      <div className="mx-auto max-w-7xl px-4 md:px-6">
        <BandContent>{children}</BandContent>
      </div>
    </section>
  );
}

/**
 * The head of a band: eyebrow, heading and an introduction, with an optional action (a "see all"
 * link) beside them from md up. Renders nothing when the editor left all of it empty.
 */
export function BandHeader({
  eyebrow,
  heading,
  level = 'h2',
  intro,
  action,
  centered = false,
}: {
  eyebrow?: string;
  heading?: string;
  level?: 'h1' | 'h2' | 'h3';
  intro?: ReactNode;
  action?: ReactNode;
  centered?: boolean;
}) {
  if (!heading && !eyebrow && !intro && !action) return null;
  const Tag = level;
  const title = heading ? <Tag className={BAND_HEADING}>{heading}</Tag> : null;
  return (
    <div
      className={`mb-8 flex flex-col gap-5 md:mb-12 ${centered ? 'items-center text-center' : ''} ${
        action && !centered ? 'md:flex-row md:items-end md:justify-between' : ''
      }`}
    >
      <div className="max-w-3xl space-y-3">
        {eyebrow && title ? (
          <hgroup className="space-y-2">
            <p className={EYEBROW}>{eyebrow}</p>
            {title}
          </hgroup>
        ) : (
          title
        )}
        {intro ? <div className="text-lg leading-relaxed">{intro}</div> : null}
      </div>
      {action}
    </div>
  );
}
