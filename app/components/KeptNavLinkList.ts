import {keptFromServer} from '~/lib/kept-html';
import {useLocaleTag} from '~/lib/useLocale';

/**
 * An editor's list of links in the header (`NavLinkList`), kept as the server sent it: the panels
 * and drawer lists it fills are shut until opened, and their links change only with the locale.
 */
export const KeptNavLinkList = keptFromServer(
  () => import('~/components/NavLinkList').then((module) => module.NavLinkList),
  useLocaleTag,
);
