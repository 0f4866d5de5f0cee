import type {ComponentPropsWithoutRef, ReactNode} from 'react';
import {SiteLink} from '~/components/SiteLink';
import {localizePath} from '~/lib/i18n/locale';
import {useLocale, useLocalizedPath} from '~/lib/i18n/useLocale';

/**
 * The trail from the home page to this one. Children are `Crumb`s; the last, without a link, is
 * the current page. The separators are drawn by CSS with empty alternative text, so screen
 * readers announce only the names.
 */
export function BreadcrumbNav({
  includeHome = true,
  children,
  className = '',
  ...props
}: {includeHome?: boolean; children: ReactNode} & ComponentPropsWithoutRef<'nav'>) {
  const home = useLocalizedPath('/');
  return (
    <nav aria-label="Breadcrumb" className={`text-sm ${className}`} {...props}>
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 [&>li+li]:before:mr-2 [&>li+li]:before:text-stone-400 [&>li+li]:before:content-['›'_/_'']">
        {includeHome ? <Crumb href={home} label="Home" /> : null}
        {children}
      </ol>
    </nav>
  );
}

export function Crumb({
  href,
  label,
  ...props
}: {href: string | null | undefined; label: string} & ComponentPropsWithoutRef<'li'>) {
  return (
    <li className="flex items-center" {...props}>
      {href ? (
        <SiteLink href={href} className="text-stone-700 underline-offset-4 hover:text-stone-950 hover:underline">
          {label}
        </SiteLink>
      ) : (
        <span aria-current="page" className="font-semibold text-stone-900">
          {label}
        </span>
      )}
    </li>
  );
}

/** A crumb as data: a site path without the locale prefix; the last crumb, the page itself, has none. */
export interface TrailStep {
  label: string;
  path?: string;
}

/** The trail for pages that know their place from data rather than from an editor's blocks. */
export function BreadcrumbTrail({steps, className}: {steps: TrailStep[]; className?: string}) {
  const locale = useLocale();
  return (
    <BreadcrumbNav includeHome={false} className={className}>
      {steps.map((step, index) => (
        <Crumb
          key={`${step.label}-${index}`}
          href={step.path && index < steps.length - 1 ? localizePath(step.path, locale) : null}
          label={step.label}
        />
      ))}
    </BreadcrumbNav>
  );
}
