import {storyblokEditable} from '~/lib/content/storyblok/editable';
import type {BreakpointDisplayBlok} from '~/lib/content/storyblok/types';
import {Blocks} from './Blocks';

type Breakpoint = NonNullable<BreakpointDisplayBlok['show_from']>;

/** Hidden below the breakpoint (sm 576, md 768, lg 992, xl 1200, xxl 1400 px). */
const SHOW_FROM: Record<Breakpoint, string> = {
  xs: '',
  sm: 'hidden sm:block',
  md: 'hidden md:block',
  lg: 'hidden lg:block',
  xl: 'hidden xl:block',
  xxl: 'hidden 2xl:block',
};

/** Hidden from the breakpoint up. */
const HIDE_FROM: Record<Breakpoint, string> = {
  xs: 'hidden',
  sm: 'sm:hidden',
  md: 'md:hidden',
  lg: 'lg:hidden',
  xl: 'xl:hidden',
  xxl: '2xl:hidden',
};

/** The classes that show content only between the chosen screen widths. */
export function breakpointClasses(showFrom: unknown, hideFrom: unknown): string {
  const pick = (classes: Record<Breakpoint, string>, value: unknown) =>
    typeof value === 'string' && Object.hasOwn(classes, value) ? classes[value as Breakpoint] : '';
  return `${pick(SHOW_FROM, showFrom)} ${pick(HIDE_FROM, hideFrom)}`.trim();
}

/**
 * Content for some screen widths only. It is hidden by CSS, not left out, so the page is the same
 * for every visitor and cacheable; hidden lazy images are never fetched.
 */
export function BreakpointDisplay({blok}: {blok: BreakpointDisplayBlok}) {
  return (
    <div {...storyblokEditable(blok)} className={`space-y-6 ${breakpointClasses(blok.show_from, blok.hide_from)}`}>
      <Blocks blocks={blok.body} />
    </div>
  );
}
