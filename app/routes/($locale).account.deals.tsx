import {useLoaderData, type ClientLoaderFunctionArgs, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import type {AccountHandle} from './($locale).account';
import {Blocks} from '~/blocks/Blocks';
import {BlockDataProvider} from '~/blocks/context';
import {loadBlockData} from '~/blocks/data.server';
import {preloadBlocks} from '~/blocks/registry';
import {blockScripts} from '~/blocks/scripts.server';
import {RouteErrorBoundary} from '~/components/RouteErrorBoundary';
import {requireToken} from '~/lib/customer/session.server';
import {routeLocale} from '~/lib/i18n/locale';
import {scriptPreloads} from '~/lib/content/meta';
import {pageTitle} from '~/lib/content/site';
import type {PageContent} from '~/lib/content/storyblok/types';

export const handle: AccountHandle = {accountCrumb: 'Deals'};

export const meta: MetaFunction<typeof loader> = ({data}) => [
  {title: pageTitle('Deals')},
  {name: 'robots', content: 'noindex'},
  ...scriptPreloads(data?.blockScripts),
];

/**
 * The editors' deals story (its heading and deal cards) in the customer's account, the cards with
 * their products, gathered in the story's one data pass. The layout's loader checks the customer;
 * this one runs beside it, so it refuses a visitor without a token as well.
 */
export async function loader({request, params, context}: LoaderFunctionArgs) {
  routeLocale({params, context});
  await requireToken(context, request);
  const story = await context.content.getStory<PageContent>('deals');
  if (!story) throw new Response('Not found', {status: 404});
  const blockData = await loadBlockData(story.content, context);
  const body = story.content.body ?? [];
  return {body, blockData, blockScripts: blockScripts(body)};
}

/** A navigation shows the deals once their blocks' code is here. */
export async function clientLoader({serverLoader}: ClientLoaderFunctionArgs) {
  const data = await serverLoader<typeof loader>();
  await preloadBlocks(data.body);
  return data;
}

export default function AccountDeals() {
  const {body, blockData} = useLoaderData<typeof loader>();
  return (
    <BlockDataProvider data={blockData}>
      <Blocks blocks={body} />
    </BlockDataProvider>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
