import {SiteLink} from '~/components/SiteLink';
import type {Locale} from '~/lib/locale';
import type {NavLinkBlok} from '~/lib/storyblok/types';

/** A list of editor-defined links; the caller supplies the landmark around it. */
export function NavLinkList({
  links,
  locale,
  className,
}: {
  links: NavLinkBlok[];
  locale: Locale;
  className?: string;
}) {
  return (
    <ul className={className}>
      {links.map((item) => (
        <li key={item._uid}>
          <SiteLink link={item.link} locale={locale} className="hover:underline">
            {item.label}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
