import {Form, useActionData, useLocation, useRouteLoaderData} from '@remix-run/react';
import {storyblokEditable} from '~/lib/content/storyblok/editable';
import {useEffect, useMemo, useState} from 'react';
import {ErrorList, SubmitButton, useIsSubmitting, useValidatedForm} from '~/components/forms';
import {CheckIcon} from '~/components/icons';
import {RichText} from '~/components/RichText';
import {Dialog} from '~/components/ui/Dialog';
import type {SamplesActionData} from '~/lib/samples/add.server';
import {
  ADD_SAMPLES_PARAM,
  NO_SAMPLES_IN_CART,
  SAMPLES_BLOCK_FIELD,
  samplesInCart,
  samplesOnOffer,
  samplesSchema,
  type SamplesInCart,
} from '~/lib/samples/rules';
import {safeImageSrc} from '~/lib/content/storyblok/images';
import type {SamplesBlok, SamplesProductBlok} from '~/lib/content/storyblok/types';
import {useHydrated} from '~/lib/ui/useHydrated';
import type {RootLoader} from '~/root';
import {Band} from './band';
import {BAND_HEADING} from './looks';
import {text} from './options';

type RootCart = Awaited<
  NonNullable<ReturnType<typeof useRouteLoaderData<RootLoader>>>['analytics']['cart']
>;

/**
 * The free-samples picker: categories › subcategories › samples, each a checkbox, so the form posts
 * without JavaScript (its page's action checks the same limits). With scripts each chosen sample
 * shows its order number, and once the block's limit or the cart's room is reached the rest are
 * held back: choosing one opens the limit's explanation instead.
 */
export function Samples({blok}: {blok: SamplesBlok}) {
  const root = useRouteLoaderData<RootLoader>('root');
  const hydrated = useHydrated();
  const {pathname} = useLocation();
  const inCart = useSamplesInCart(root?.analytics.cart);
  const {aliases, room, full} = samplesOnOffer(blok, root?.global, inCart);
  const schema = useMemo(
    () => samplesSchema({aliases, room, full}),
    // Aliases and the full list are derived from content and the cart, which the keys stand for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [aliases.join(), room, full.join()],
  );

  const answer = useActionData<SamplesActionData>();
  const ours = answer?.samples?.block === blok._uid ? answer.samples : undefined;
  const [form, fields] = useValidatedForm(schema, {
    id: `samples-${blok._uid}`,
    lastResult: ours?.result,
  });
  const [chosen, setChosen] = useState<string[]>(() => initialChoice(ours?.result?.initialValue));
  const [limitOpen, setLimitOpen] = useState(false);
  const action = `${pathname}?${ADD_SAMPLES_PARAM}`;
  const busy = useIsSubmitting({action});

  // A clean add empties the picker; the cart now holds what was chosen.
  useEffect(() => {
    if (ours?.added) setChosen([]);
  }, [ours]);

  const limitReached = chosen.length >= room;
  const heldBack = (alias: string) =>
    hydrated && !chosen.includes(alias) && (limitReached || full.includes(alias));
  // A held-back box is left unticked (the controlled `checked` puts it back), and the limit explained.
  // Not `preventDefault` on click: that leaves React's record of the box out of step with it.
  const toggle = (alias: string) => {
    if (heldBack(alias)) {
      setLimitOpen(true);
      return;
    }
    setChosen((current) =>
      current.includes(alias) ? current.filter((entry) => entry !== alias) : [...current, alias],
    );
  };

  const buttonText = text(blok.button_text) || 'Add Samples to Cart';
  const heading = text(blok.heading);
  const categories = Array.isArray(blok.categories) ? blok.categories : [];

  return (
    <Band blok={blok}>
      <div {...storyblokEditable(blok)}>
        {heading ? <h2 className={`${BAND_HEADING} mb-6`}>{heading}</h2> : null}
        <Form
          method="post"
          action={action}
          id={form.id}
          onSubmit={form.onSubmit}
          noValidate={form.noValidate}
          aria-label={heading || 'Free samples'}
          className="space-y-10"
        >
          <input type="hidden" name={SAMPLES_BLOCK_FIELD} value={blok._uid} />
          <ErrorList id={form.errorId} errors={form.errors} alert />
          {/* Without JavaScript the answer is a new page opened at its top, and the choice's error
              beside the button is a long way down: a copy here is shown and focused (so scrolled
              to) instead. With JavaScript the button waits for a choice, and the error stays by it. */}
          <ErrorList errors={fields.samples.errors} alert focusOnLoad className="hidden no-js:block" />
          {ours?.added?.length ? (
            <p
              role="status"
              className="flex items-center gap-2 rounded-lg bg-emerald-50 p-4 font-medium text-emerald-900"
            >
              <CheckIcon className="size-5" />
              Added to your cart: {ours.added.join(', ')}
            </p>
          ) : null}
          {categories.map((category) => (
            <section
              key={category._uid}
              aria-labelledby={`samples-${category._uid}`}
              className="space-y-4"
            >
              <h3 id={`samples-${category._uid}`} className="text-2xl font-semibold text-stone-900">
                {text(category.title)}
              </h3>
              <div className="grid gap-x-8 gap-y-6 md:grid-cols-2">
                {(Array.isArray(category.subcategories) ? category.subcategories : []).map(
                  (subcategory) => (
                    <fieldset key={subcategory._uid} className="space-y-3">
                      <legend className="mb-3 text-lg font-semibold text-stone-800">
                        {text(subcategory.title)}
                      </legend>
                      <ul className="grid grid-cols-2 gap-3">
                        {(Array.isArray(subcategory.products) ? subcategory.products : [])
                          .filter((product) => aliases.includes(text(product.id)))
                          .map((product) => {
                            const alias = text(product.id);
                            const order = chosen.indexOf(alias) + 1;
                            return (
                              <li key={product._uid}>
                                <SampleChoice
                                  product={product}
                                  alias={alias}
                                  order={order}
                                  heldBack={heldBack(alias)}
                                  errorId={fields.samples.errorId}
                                  onChange={() => toggle(alias)}
                                />
                              </li>
                            );
                          })}
                      </ul>
                    </fieldset>
                  ),
                )}
              </div>
            </section>
          ))}
          <div className="flex flex-wrap items-center gap-4">
            <SubmitButton
              busy={busy}
              disabled={hydrated && chosen.length === 0}
              className="px-8 py-3 text-lg disabled:bg-stone-400"
            >
              {buttonText}
            </SubmitButton>
            <p aria-live="polite" className="text-sm text-stone-700">
              {hydrated ? `${chosen.length} of ${room} chosen` : `Choose up to ${room}`}
              {inCart.total ? ` · ${inCart.total} already in your cart` : ''}
            </p>
            <ErrorList
              id={fields.samples.errorId}
              errors={fields.samples.errors}
              className="basis-full"
            />
          </div>
          <MoreInfo blok={blok} />
          {/* The limit is explained only with JavaScript, which holds samples back. */}
          {hydrated ? (
            <Dialog
              open={limitOpen}
              onClose={() => setLimitOpen(false)}
              title={text(blok.modal_title) || 'Sample limit reached'}
              className="max-w-lg space-y-4 p-6"
            >
              {blok.modal_body ? (
                <div className="space-y-3 text-stone-700">
                  <RichText doc={blok.modal_body} />
                </div>
              ) : null}
              <div className="flex flex-wrap gap-3">
                <SubmitButton busy={busy} disabled={chosen.length === 0} className="flex-1 py-2">
                  {text(blok.modal_add_button_text) || buttonText}
                </SubmitButton>
                <button
                  type="button"
                  onClick={() => setLimitOpen(false)}
                  className="flex-1 rounded-md border border-stone-400 px-4 py-2 font-semibold text-stone-900 hover:bg-stone-50"
                >
                  {text(blok.modal_edit_button_text) || 'Edit My Selection'}
                </button>
              </div>
            </Dialog>
          ) : null}
        </Form>
      </div>
    </Band>
  );
}

function SampleChoice({
  product,
  alias,
  order,
  heldBack,
  errorId,
  onChange,
}: {
  product: SamplesProductBlok;
  alias: string;
  /** 1 for the first chosen, 0 when not chosen. */
  order: number;
  heldBack: boolean;
  errorId: string;
  onChange: () => void;
}) {
  const image = safeImageSrc(product.image?.filename);
  const name = text(product.name) || alias;
  const sku = text(product.sku);
  const id = `sample-${product._uid}`;
  return (
    <label
      htmlFor={id}
      className={`relative flex h-full cursor-pointer flex-col gap-2 rounded-xl border-2 bg-white p-3 text-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-emerald-700 ${
        order
          ? 'border-emerald-700 bg-emerald-50'
          : heldBack
          ? 'border-stone-200 opacity-50'
          : 'border-stone-200 hover:border-stone-400'
      }`}
    >
      <input
        id={id}
        type="checkbox"
        name="samples"
        value={alias}
        checked={order > 0}
        aria-disabled={heldBack || undefined}
        aria-describedby={errorId}
        onChange={onChange}
        className="absolute top-3 left-3 size-5 accent-emerald-800"
      />
      {order ? (
        <span className="absolute top-2 right-2 flex size-7 items-center justify-center rounded-full bg-emerald-800 text-sm font-bold text-white">
          <span className="sr-only">Choice </span>
          {order}
        </span>
      ) : null}
      {image ? (
        <img
          src={image}
          alt=""
          width={160}
          height={120}
          loading="lazy"
          decoding="async"
          className="mx-auto mt-6 h-24 w-auto object-contain"
        />
      ) : null}
      <span className="font-semibold text-stone-900">{name}</span>
      {sku ? <span className="text-xs text-stone-600">SKU {sku}</span> : null}
    </label>
  );
}

/** Why the picker stops: the editors' explanation, opened by its link text; no scripts needed. */
function MoreInfo({blok}: {blok: SamplesBlok}) {
  const label = text(blok.more_info_text);
  if (!label || !blok.modal_body) return null;
  return (
    <details className="rounded-lg border border-stone-200 bg-white p-4 text-stone-700">
      <summary className="cursor-pointer font-semibold text-emerald-800">{label}</summary>
      <div className="mt-3 space-y-3">
        <RichText doc={blok.modal_body} />
      </div>
    </details>
  );
}

/** The samples the root loader's streamed cart holds; none until it arrives. */
function useSamplesInCart(cart: Promise<RootCart> | RootCart | undefined): SamplesInCart {
  const [inCart, setInCart] = useState<SamplesInCart>(NO_SAMPLES_IN_CART);
  useEffect(() => {
    let current = true;
    Promise.resolve(cart)
      .then((resolved) => {
        if (current) setInCart(samplesInCart(resolved?.lines.nodes));
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [cart]);
  return inCart;
}

/** The samples a refused post had chosen, in the order it sent them. */
function initialChoice(initialValue: unknown): string[] {
  const samples = (initialValue as {samples?: unknown} | null | undefined)?.samples;
  const list = Array.isArray(samples) ? samples : typeof samples === 'string' ? [samples] : [];
  return list.filter((entry): entry is string => typeof entry === 'string');
}
