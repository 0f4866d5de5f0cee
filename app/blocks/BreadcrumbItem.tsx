import {storyblokEditable} from '~/lib/content/storyblok/editable';
import {Crumb} from '~/components/Breadcrumbs';
import {useStoryblokHref} from '~/components/SiteLink';
import type {BreadcrumbItemBlok} from '~/lib/content/storyblok/types';
import {text} from './options';

/** One step of the trail; a step without a link is the page the visitor is on. */
export function BreadcrumbItem({blok}: {blok: BreadcrumbItemBlok}) {
  const href = useStoryblokHref(blok.link);
  const label = text(blok.label);
  if (!label) return null;
  return <Crumb {...storyblokEditable(blok)} href={href} label={label} />;
}
