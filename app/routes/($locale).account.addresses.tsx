import {getFormProps} from '@conform-to/react';
import {Form, Link, useActionData, useLoaderData, useRouteLoaderData, type MetaFunction} from '@remix-run/react';
import {redirect, type ActionFunctionArgs, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {useMemo} from 'react';
import type {AccountHandle, loader as accountLoader} from './($locale).account';
import {AddressCard} from '~/components/account/AddressCard';
import {EditorFrame} from '~/components/account/EditorFrame';
import {CheckboxField, ErrorList, Field, SelectField, SubmitButton, useValidatedForm} from '~/components/forms';
import {RegionField} from '~/components/forms/RegionField';
import {RouteErrorBoundary} from '~/components/RouteErrorBoundary';
import {addressDefaults, addressFormSchema, toAddressInput} from '~/lib/customer/address-form';
import {addressKey} from '~/lib/customer/address-key';
import {customerCallFailed, readForm} from '~/lib/customer/replies.server';
import {requireToken} from '~/lib/customer/session.server';
import type {AccountAddress} from '~/lib/customer/types';
import {invalidForm, parseForm} from '~/lib/forms/submission.server';
import {localizePath, routeLocale} from '~/lib/i18n/locale';
import type {Places} from '~/lib/forms/places';
import {loadPlaces} from '~/lib/forms/places.server';
import {safeRedirectPath} from '~/lib/http/redirect';
import {pageTitle} from '~/lib/content/site';
import {useHydrated} from '~/lib/ui/useHydrated';
import {useLocale, useLocalizedPath} from '~/lib/i18n/useLocale';
import {keepResultWhenUnsent} from '~/lib/forms/unsent';

export const handle: AccountHandle = {accountCrumb: 'Addresses'};

export const meta: MetaFunction = () => [{title: pageTitle('Addresses')}, {name: 'robots', content: 'noindex'}];

/** `?edit=new` or `?edit={address}` opens the address form: a dialog with scripts, a section without. */
const EDIT_PARAM = 'edit';
const NEW = 'new';

const mailingAddressId = (key: string) => `gid://shopify/MailingAddress/${key}`;

export async function loader({request, params, context}: LoaderFunctionArgs) {
  routeLocale({params, context});
  await requireToken(context, request);
  const editing = new URL(request.url).searchParams.get(EDIT_PARAM);
  return {
    places: await loadPlaces(context.content),
    editing: editing === NEW || /^\d{1,20}$/.test(editing ?? '') ? editing : null,
  };
}

/** Save (add or edit), delete, or make default; each answers with the address list, form closed. */
export async function action({request, params, context}: ActionFunctionArgs) {
  const locale = routeLocale({params, context});
  const token = await requireToken(context, request);
  const formData = await readForm(request);
  const intent = formData.get('intent');
  const key = String(formData.get('address') ?? '');
  const done = redirect(
    safeRedirectPath(formData.get('redirect'), request.url, localizePath('/account/addresses', locale)),
    303,
  );

  if (intent === 'delete' || intent === 'default') {
    if (!/^\d{1,20}$/.test(key)) return {result: null, error: 'Unknown address'};
    try {
      if (intent === 'delete') await context.customer.deleteAddress(token, mailingAddressId(key));
      else await context.customer.setDefaultAddress(token, mailingAddressId(key));
    } catch (error) {
      console.error('Address change failed:', error instanceof Error ? error.message : 'error');
      return {result: null, error: 'Sorry, that did not work. Please try again.'};
    }
    return done;
  }

  const places = await loadPlaces(context.content);
  const submission = await parseForm(formData, addressFormSchema(places));
  if (submission.status !== 'success') return invalidForm(submission);
  try {
    const address = toAddressInput(submission.value, places);
    const id = /^\d{1,20}$/.test(key)
      ? (await context.customer.updateAddress(token, mailingAddressId(key), address), mailingAddressId(key))
      : await context.customer.createAddress(token, address);
    if (submission.value.defaultAddress) await context.customer.setDefaultAddress(token, id);
  } catch (error) {
    return customerCallFailed(submission, error);
  }
  return done;
}

/** A post that got no answer leaves the page as it was, with the submit error over the form. */
export const clientAction = keepResultWhenUnsent;

export default function AddressesPage() {
  const {places, editing} = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const refused = actionData && 'error' in actionData ? actionData.error : null;
  const account = useRouteLoaderData<typeof accountLoader>('routes/($locale).account');
  const addresses = account?.user.addresses ?? [];
  const defaultKey = account?.user.defaultAddress ? addressKey(account.user.defaultAddress.id) : null;
  const others = addresses.filter((address) => addressKey(address.id) !== defaultKey);
  const defaultAddress = addresses.find((address) => addressKey(address.id) === defaultKey) ?? null;
  const basePath = useLocalizedPath('/account/addresses');
  const editedAddress = editing && editing !== NEW ? addresses.find((address) => addressKey(address.id) === editing) : null;
  // Read here, where it has been true since the page hydrated: an editor opened later is a dialog
  // from its first render (see `EditorFrame`).
  const hydrated = useHydrated();

  return (
    <div className="space-y-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-stone-900">Addresses</h1>
        <Link
          to={`${basePath}?${EDIT_PARAM}=${NEW}`}
          preventScrollReset
          className="rounded-md bg-emerald-800 px-4 py-2 font-semibold text-white hover:bg-emerald-900"
        >
          Add an address
        </Link>
      </div>
      {refused ? (
        <p role="alert" className="rounded-md bg-red-50 px-4 py-3 text-red-800">
          {refused}
        </p>
      ) : null}
      {editing === NEW || editedAddress ? (
        <AddressEditor
          key={editing}
          places={places}
          address={editedAddress ?? null}
          closePath={basePath}
          asDialog={hydrated}
        />
      ) : null}
      <section aria-labelledby="default-address">
        <h2 id="default-address" className="text-xl font-semibold text-stone-900">
          Default address
        </h2>
        {defaultAddress ? (
          <AddressCard address={defaultAddress} isDefault editPath={`${basePath}?${EDIT_PARAM}=${defaultKey}`} />
        ) : (
          <p className="mt-3 text-stone-700">You have no default address yet.</p>
        )}
      </section>
      <section aria-labelledby="other-addresses">
        <h2 id="other-addresses" className="text-xl font-semibold text-stone-900">
          Other addresses
        </h2>
        {others.length ? (
          <ul className="mt-3 grid gap-4 md:grid-cols-2">
            {others.map((address) => (
              <li key={address.id}>
                <AddressCard address={address} editPath={`${basePath}?${EDIT_PARAM}=${addressKey(address.id)}`} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-stone-700">No other addresses.</p>
        )}
      </section>
    </div>
  );
}

/** The add or edit form, in its `EditorFrame`. */
function AddressEditor({
  places,
  address,
  closePath,
  asDialog,
}: {
  places: Places;
  address: AccountAddress | null;
  closePath: string;
  asDialog: boolean;
}) {
  return (
    <EditorFrame
      title={address ? 'Edit address' : 'Add an address'}
      closePath={closePath}
      asDialog={asDialog}
      dialogClassName="w-[min(40rem,94vw)] p-6"
    >
      <AddressForm places={places} address={address} />
    </EditorFrame>
  );
}

function AddressForm({places, address}: {places: Places; address: AccountAddress | null}) {
  const actionData = useActionData<typeof action>();
  const locale = useLocale();
  const schema = useMemo(() => addressFormSchema(places), [places]);
  const [form, fields] = useValidatedForm(schema, {
    id: `address-${address ? addressKey(address.id) : 'new'}`,
    lastResult: actionData && 'result' in actionData ? actionData.result : undefined,
    // A new address starts in the country of the store the customer is in.
    defaultValue: address ? addressDefaults(address) : {country: locale.country},
  });
  const canadian = fields.country.value === 'CA';
  return (
    <Form method="post" preventScrollReset {...getFormProps(form)} className="mt-4 space-y-4">
      <ErrorList id={form.errorId} errors={form.errors} alert />
      <input type="hidden" name="intent" value="save" />
      {address ? <input type="hidden" name="address" value={addressKey(address.id)} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field meta={fields.firstName} label="First name" autoComplete="given-name" />
        <Field meta={fields.lastName} label="Last name" autoComplete="family-name" />
      </div>
      <Field meta={fields.company} label="Company (optional)" autoComplete="organization" />
      <Field meta={fields.address1} label="Address" autoComplete="address-line1" />
      <Field meta={fields.address2} label="Apartment, suite, etc. (optional)" autoComplete="address-line2" />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field meta={fields.city} label="City" autoComplete="address-level2" />
        <SelectField
          meta={fields.country}
          label="Country"
          options={places.countries.map(({code, name}) => ({value: code, label: name}))}
          autoComplete="country"
        />
        <RegionField meta={fields.province} country={fields.country.value} places={places} label={canadian ? 'Province' : 'State'} />
        <Field meta={fields.zip} label={canadian ? 'Postal code' : 'ZIP code'} autoComplete="postal-code" />
      </div>
      <Field meta={fields.phone} type="tel" label="Phone (optional)" autoComplete="tel" />
      <CheckboxField meta={fields.defaultAddress} label="Make this my default address" />
      <SubmitButton>Save address</SubmitButton>
    </Form>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
