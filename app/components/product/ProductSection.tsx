import type {ProductCardFragment} from 'storefrontapi.generated';
import {StorefrontProductCard} from '~/components/ProductCard';

/** A titled row of product cards (related products, 'You Might Also Like'). */
export function ProductCardSection({
  id,
  title,
  products,
}: {
  id?: string;
  title: string;
  products: ProductCardFragment[];
}) {
  const headingId = `${id ?? title.toLowerCase().replace(/\W+/g, '-')}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-24">
      <h2 id={headingId} className="text-2xl font-bold text-stone-900">
        {title}
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4 lg:gap-6">
        {products.map((product) => (
          <li key={product.id}>
            <StorefrontProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
