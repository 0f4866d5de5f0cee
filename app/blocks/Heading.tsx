import {storyblokEditable} from '~/lib/content/storyblok/editable';
import type {HeadingBlok} from '~/lib/content/storyblok/types';
import {option, text, TEXT_ALIGN} from './options';

type Level = NonNullable<HeadingBlok['level']>;
type Size = NonNullable<HeadingBlok['size']>;

const LEVELS: Record<Level, Level> = {h1: 'h1', h2: 'h2', h3: 'h3', h4: 'h4', h5: 'h5', h6: 'h6'};

const SIZE: Record<Size, string> = {
  sm: 'text-lg md:text-xl',
  md: 'text-2xl md:text-3xl',
  lg: 'text-3xl md:text-4xl',
  xl: 'text-4xl md:text-5xl',
};

/** Without a chosen size, the level sets it, so the outline and the look agree. */
const SIZE_FOR_LEVEL: Record<Level, Size> = {h1: 'xl', h2: 'lg', h3: 'md', h4: 'sm', h5: 'sm', h6: 'sm'};

export function Heading({blok}: {blok: HeadingBlok}) {
  const content = text(blok.text);
  if (!content) return null;
  const Tag = option(LEVELS, blok.level, 'h2') as Level;
  const headingClass = `${option(SIZE, blok.size, SIZE_FOR_LEVEL[Tag])} font-bold tracking-tight`;
  const align = option(TEXT_ALIGN, blok.align, 'left');
  const eyebrow = text(blok.eyebrow);
  if (!eyebrow) {
    return (
      <Tag {...storyblokEditable(blok)} className={`${headingClass} ${align}`}>
        {content}
      </Tag>
    );
  }
  return (
    <hgroup {...storyblokEditable(blok)} className={align}>
      <p className="mb-2 text-sm font-semibold uppercase tracking-wide">{eyebrow}</p>
      <Tag className={headingClass}>{content}</Tag>
    </hgroup>
  );
}
