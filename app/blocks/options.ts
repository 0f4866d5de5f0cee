import type {Align, Background, Gap} from '~/lib/content/storyblok/types';

/**
 * The class (or other setting) for an editor's choice, or the fallback's when the value is missing
 * or unknown. Content is untrusted input, so a stray value must not reach a lookup on the object
 * prototype.
 */
export function option<Key extends string, Setting = string>(
  classes: Record<Key, Setting>,
  value: unknown,
  fallback: Key,
): Setting {
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

/**
 * A band's colours. `--accent` is the colour eyebrows, icons and links use on it: dark green on
 * light backgrounds, light green on the dark one, so both keep their contrast.
 */
export const BACKGROUND: Record<Background, string> = {
  white: 'bg-white text-stone-900 [--accent:var(--color-emerald-800)]',
  gray: 'bg-stone-100 text-stone-900 [--accent:var(--color-emerald-800)]',
  green: 'bg-emerald-50 text-stone-900 [--accent:var(--color-emerald-800)]',
  dark: 'bg-stone-900 text-white [--accent:var(--color-emerald-300)]',
};

/**
 * A number field: Storyblok stores numbers as text ("15"), editors may leave them empty. The
 * fallback stands in for anything that is not a finite number.
 */
export function numberField(value: unknown, fallback: number): number {
  if (typeof value === 'string' && !value.trim()) return fallback;
  const parsed = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(parsed) ? parsed : fallback;
}

/** The entries of a nested-blocks field that are blocks of one type; anything else is left out. */
export function blocksOf<Nested extends {_uid: string; component: string}>(
  value: unknown,
  component: Nested['component'],
): Nested[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is Nested =>
      typeof item === 'object' && item !== null && (item as Nested).component === component,
  );
}
