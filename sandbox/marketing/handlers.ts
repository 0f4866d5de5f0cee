/**
 * The email-marketing provider's two browser-facing endpoints, answering as its legacy AJAX API
 * does: list signup (`g` list id, `email`, `$fields`, `$source`, custom fields) and back-in-stock
 * alerts (`a` company id, `email`, `platform`, `variant`, `product`, `subscribe_for_newsletter`).
 */
import type {SandboxDb} from '../db';
import {json} from '../http/responses';
import {isSubscribed, recordBackInStock, recordSubscription} from './store';

// The provider's own check is loose; a stricter one would refuse addresses it accepts.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function createSubscribeHandler(db: SandboxDb) {
  return async (request: Request): Promise<Response> => {
    const fields = await readForm(request);
    if (!fields)
      return json({success: false, errors: ['Invalid request body'], data: {}}, {status: 400});
    const email = fields.email?.trim() ?? '';
    const listId = fields.g?.trim() ?? '';
    const errors = [
      ...(listId ? [] : ['A list id (g) is required.']),
      ...(EMAIL.test(email) ? [] : ['A valid email address is required.']),
    ];
    if (errors.length > 0) return json({success: false, errors, data: {}}, {status: 400});

    const alreadySubscribed = isSubscribed(db, listId, email);
    recordSubscription(db, {listId, email, fields});
    return json({
      success: true,
      errors: [],
      data: {is_subscribed: alreadySubscribed, email, list_id: listId},
    });
  };
}

export function createBackInStockHandler(db: SandboxDb) {
  return async (request: Request): Promise<Response> => {
    const fields = await readForm(request);
    if (!fields) return json({success: false, errors: ['Invalid request body']}, {status: 400});
    const missing = ['a', 'email', 'variant', 'product'].filter((name) => !fields[name]?.trim());
    if (missing.length > 0) {
      return json(
        {success: false, errors: missing.map((name) => `The field "${name}" is required.`)},
        {status: 400},
      );
    }
    recordBackInStock(db, {
      companyId: fields.a,
      email: fields.email.trim(),
      productId: fields.product,
      variantId: fields.variant,
      platform: fields.platform ?? 'shopify',
      subscribeForNewsletter: fields.subscribe_for_newsletter === 'true',
      listId: fields.g || null,
    });
    return json({success: true});
  };
}

/** Form bodies as the browser and the storefront send them; the last value of a name wins. */
async function readForm(request: Request): Promise<Record<string, string> | null> {
  try {
    const form = await request.formData();
    const fields: Record<string, string> = {};
    for (const [name, value] of form.entries()) {
      if (typeof value === 'string') fields[name] = value;
    }
    return fields;
  } catch {
    return null;
  }
}
