import {Form, Link} from '@remix-run/react';
import {ConfirmSubmitButton} from '~/components/forms';
import {addressKey} from '~/lib/customer/address-key';
import type {AccountAddress} from '~/lib/customer/types';
import {useLocalizedPath} from '~/lib/i18n/useLocale';
import {displayPhone} from '~/lib/customer/phone';

const actionClass = 'font-semibold text-emerald-800 underline underline-offset-4 hover:text-emerald-950';

/** A contact card: the address as printed, its phone, and what can be done with it. */
export function AddressCard({
  address,
  isDefault = false,
  editPath,
}: {
  address: AccountAddress;
  isDefault?: boolean;
  editPath: string;
}) {
  const addressesPath = useLocalizedPath('/account/addresses');
  const key = addressKey(address.id);
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ');
  return (
    <article aria-label={`Address of ${name || 'recipient'}, ${address.city ?? ''}`} className="mt-3 rounded-lg border border-stone-200 p-5">
      <address className="not-italic text-stone-800">
        {address.formatted.map((line, index) => (
          <p key={`${index}-${line}`} className={index === 0 ? 'font-semibold text-stone-900' : undefined}>
            {line}
          </p>
        ))}
        {address.phone ? <p>{displayPhone(address.phone)}</p> : null}
      </address>
      <div className="mt-4 flex flex-wrap items-center gap-4 text-sm">
        <Link to={editPath} preventScrollReset className={actionClass}>
          Edit<span className="sr-only"> address of {name}</span>
        </Link>
        <Form method="post" action={addressesPath} preventScrollReset>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="address" value={key} />
          <ConfirmSubmitButton
            question="Delete this address?"
            consequence={`${address.formatted.join(', ')} will be removed from your address book.`}
            confirmLabel="Delete"
            className={actionClass}
          >
            Delete<span className="sr-only"> address of {name}</span>
          </ConfirmSubmitButton>
        </Form>
        {isDefault ? null : (
          <Form method="post" action={addressesPath} preventScrollReset>
            <input type="hidden" name="intent" value="default" />
            <input type="hidden" name="address" value={key} />
            <button type="submit" className={actionClass}>
              Set as default<span className="sr-only"> (address of {name})</span>
            </button>
          </Form>
        )}
      </div>
    </article>
  );
}
