import type {ComponentPropsWithoutRef} from 'react';
import {SiteLink} from '~/components/SiteLink';
import type {NavLinkBlok} from '~/lib/content/storyblok/types';

type NavLinkListProps = {
  links: NavLinkBlok[];
  linkClassName?: string;
} & Omit<ComponentPropsWithoutRef<'ul'>, 'children'>;

/** A list of editor-defined links; the caller supplies the landmark around it. */
export function NavLinkList({
  links,
  linkClassName = 'hover:underline',
  ...listProps
}: NavLinkListProps) {
  return (
    <ul {...listProps}>
      {links.map((item) => (
        <li key={item._uid}>
          <SiteLink link={item.link} className={linkClassName}>
            {item.label}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
