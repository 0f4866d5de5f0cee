import {storyblokEditable} from '~/lib/content/storyblok/editable';
import {BreadcrumbNav} from '~/components/Breadcrumbs';
import type {BreadcrumbItemBlok, BreadcrumbsBlok} from '~/lib/content/storyblok/types';
import {BreadcrumbItem} from './BreadcrumbItem';
import {blocksOf} from './options';

export function Breadcrumbs({blok}: {blok: BreadcrumbsBlok}) {
  const items = blocksOf<BreadcrumbItemBlok>(blok.items, 'breadcrumb-item');
  return (
    <BreadcrumbNav {...storyblokEditable(blok)} includeHome={blok.include_home !== false}>
      {items.map((item) => (
        <BreadcrumbItem key={item._uid} blok={item} />
      ))}
    </BreadcrumbNav>
  );
}
