import type {TrailStep} from '~/components/Breadcrumbs';

/**
 * The trail above a product: Home › level-0 collection › level-1 collection › product. The levels
 * come from the product's `Lvl0:` / `Lvl1:` tags (the same ones search facets on); the addresses from
 * the collections whose titles they name.
 */

interface TrailInput {
  tags: string[];
  collections: {handle: string; title: string}[];
  title: string;
}

export function breadcrumbTrail({tags, collections, title}: TrailInput): TrailStep[] {
  const level0 = tagValue(tags, 'Lvl0:');
  const level1 = tagValue(tags, 'Lvl1:')?.split('>').pop()?.trim();
  const byTitle = (name: string | undefined) =>
    name ? collections.find((collection) => collection.title.toLowerCase() === name.toLowerCase()) : undefined;
  const parent = byTitle(level0);
  const child = byTitle(level1);

  const trail: TrailStep[] = [{label: 'Home', path: '/'}];
  if (parent) {
    trail.push({label: parent.title, path: `/collections/${parent.handle}`});
    if (child && child.handle !== parent.handle) {
      trail.push({label: child.title, path: `/collections/${child.handle}`});
    }
  }
  trail.push({label: title});
  return trail;
}

function tagValue(tags: string[], prefix: string): string | undefined {
  return tags.find((tag) => tag.startsWith(prefix))?.slice(prefix.length).trim() || undefined;
}
