import type {ContentClient} from '~/lib/content/storyblok/client.server';
import {placesFromEntries, type Places} from './places';

/** The countries and regions address forms offer: read for a page's blocks and again by their action. */
export async function loadPlaces(content: Pick<ContentClient, 'getDatasourceEntries'>): Promise<Places> {
  const [countries, provinces] = await Promise.all([
    content.getDatasourceEntries('countries'),
    content.getDatasourceEntries('provinces'),
  ]);
  return placesFromEntries(countries, provinces);
}
