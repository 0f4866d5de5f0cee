import {storyblokEditable} from '~/lib/content/storyblok/editable';
import type {ProductCardFragment} from 'storefrontapi.generated';
import {StorefrontProductCard} from '~/components/ProductCard';
import {ProductCardPlaceholder} from '~/components/ProductCardPlaceholder';
import type {ProductCardBlok} from '~/lib/content/storyblok/types';
import {BlockDataView} from './data-view';
import {productNeed} from './data';
import {text} from './options';

/** An editor's pick of one product, by handle; its data comes from the page's one commerce query. */
export function ProductCard({blok}: {blok: ProductCardBlok}) {
  const handle = text(blok.product);
  if (!handle) return null;
  return (
    <div {...storyblokEditable(blok)}>
      <BlockDataView<ProductCardFragment>
        need={productNeed(handle)}
        fallback={<ProductCardPlaceholder />}
        failed={<Unavailable />}
      >
        {(product) => (product ? <StorefrontProductCard product={product} /> : <Unavailable />)}
      </BlockDataView>
    </div>
  );
}

function Unavailable() {
  return <p className="rounded-lg border border-stone-200 p-4 text-sm text-stone-700">This product is unavailable right now.</p>;
}
