import {packageRows, type PackageFacts, type ProductFacts} from '~/lib/product/facts';
import {FeatureBadges} from './FeatureBadges';

/** The description, the specification table, features, certifications and the fine print. */
export function ProductDetails({
  title,
  descriptionHtml,
  facts,
  packaging,
}: {
  title: string;
  descriptionHtml: string;
  facts: ProductFacts;
  /** The chosen variant's package, which the table describes. */
  packaging: PackageFacts;
}) {
  const rows = [...facts.measurements, ...packageRows(packaging)];
  return (
    <section id="productDetails" aria-labelledby="product-details-heading" className="scroll-mt-24">
      <h2 id="product-details-heading" className="text-2xl font-bold text-stone-900">
        {facts.overviewTitle ?? `About the ${title}`}
      </h2>
      {facts.overviewSubtitle ? <p className="mt-1 text-stone-700">{facts.overviewSubtitle}</p> : null}
      <div className="mt-6 grid gap-10 lg:grid-cols-[3fr_2fr]">
        <div>
          <div
            className="space-y-4 leading-relaxed text-stone-800 [&_a]:text-emerald-800 [&_a]:underline [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc"
            // The description is the merchant's own text from the Storefront API.
            dangerouslySetInnerHTML={{__html: descriptionHtml}}
          />
          <div className="mt-8">
            <FeatureBadges features={facts.features} certifications={facts.certifications} />
          </div>
        </div>
        <div className="space-y-6">
          {rows.length ? (
            <table className="w-full border-collapse overflow-hidden rounded-lg text-sm">
              <caption className="mb-3 text-left text-sm font-semibold tracking-wide text-stone-600 uppercase">
                Specifications
              </caption>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.label} className="border-b border-stone-200 odd:bg-stone-50">
                    <th scope="row" className="px-3 py-2 text-left font-medium text-stone-700">
                      {row.label}
                    </th>
                    <td className="px-3 py-2 text-stone-900">{row.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          {facts.disclaimer || facts.packagingDisclaimer ? (
            <div className="space-y-2 rounded-lg bg-stone-50 p-4 text-sm text-stone-700">
              {facts.disclaimer ? <p>{facts.disclaimer}</p> : null}
              {facts.packagingDisclaimer ? <p>{facts.packagingDisclaimer}</p> : null}
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
