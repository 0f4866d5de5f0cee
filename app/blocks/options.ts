import type {Align, Gap} from '~/lib/storyblok/types';

/**
 * The class for an editor's choice, or the fallback's when the value is missing or unknown.
 * Content is untrusted input, so a stray value must not reach a lookup on the object prototype.
 */
export function option<Key extends string>(
  classes: Record<Key, string>,
  value: unknown,
  fallback: Key,
): string {
  return typeof value === 'string' && Object.hasOwn(classes, value)
    ? classes[value as Key]
    : classes[fallback];
}

export const TEXT_ALIGN: Record<Align, string> = {
  left: 'text-left',
  center: 'text-center',
  right: 'text-right',
};

export const JUSTIFY: Record<Align, string> = {
  left: 'justify-start',
  center: 'justify-center',
  right: 'justify-end',
};

export const GAP: Record<Gap, string> = {
  none: 'gap-0',
  sm: 'gap-3',
  md: 'gap-6',
  lg: 'gap-8 lg:gap-12',
};

/** The trimmed text of a field, or '' when it is missing or not text. */
export function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}
