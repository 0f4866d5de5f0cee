import {z} from 'zod';

const nonEmpty = z.string().trim().min(1, 'is missing');
const optionalText = z.string().trim().optional().default('');
const url = nonEmpty.url('must be a URL such as https://api-us.storyblok.com/v2');
/** A service's base URL; a trailing slash is dropped so paths can be appended with `/`. */
const serviceUrl = nonEmpty
  .url('must be the service\'s base URL, such as https://example.com/api')
  .transform((value) => value.replace(/\/+$/, ''));

/** Every variable the worker reads; `.env.example` documents each one. */
export const envSchema = z.object({
  SESSION_SECRET: nonEmpty
    .transform((value) => value.split(',').map((secret) => secret.trim()))
    .pipe(
      z
        .array(z.string().min(32, 'each secret must be at least 32 characters'))
        .min(1),
    ),
  PUBLIC_STORE_DOMAIN: nonEmpty,
  /** The store's own address as visitors reach it: the origin of every absolute link it writes. */
  PUBLIC_STORE_URL: url.transform((value) => new URL(value).origin),
  PUBLIC_STOREFRONT_API_TOKEN: nonEmpty,
  PRIVATE_STOREFRONT_API_TOKEN: nonEmpty,
  PUBLIC_STOREFRONT_ID: z.string().trim().optional().default(''),
  PUBLIC_CHECKOUT_DOMAIN: nonEmpty,
  STORYBLOK_API_URL: url,
  STORYBLOK_PUBLIC_TOKEN: nonEmpty,
  STORYBLOK_PREVIEW_TOKEN: nonEmpty,
  STORYBLOK_SPACE_ID: nonEmpty.regex(/^\d+$/, 'must be the numeric space id'),
  STORYBLOK_WEBHOOK_SECRET: nonEmpty,
  PUBLIC_ALGOLIA_APP_ID: nonEmpty,
  PUBLIC_ALGOLIA_SEARCH_KEY: nonEmpty,
  PUBLIC_ALGOLIA_URL: z
    .union([z.literal(''), z.string().trim().url('must be a URL or empty')])
    .optional()
    .default(''),
  ALGOLIA_ADMIN_API_KEY: nonEmpty,
  FORMS_API_URL: serviceUrl,
  KLAVIYO_API_URL: serviceUrl,
  KLAVIYO_COMPANY_ID: nonEmpty,
  REVIEWS_API_URL: serviceUrl,
  REVIEWS_MERCHANT_ID: nonEmpty,
  CHAT_WEBHOOK_URL: serviceUrl,
  INVOICE_API_URL: serviceUrl,
  /** Signs each invoice address; the invoice service holds the same secret and checks it. */
  INVOICE_API_SECRET: z.string().trim().min(32, 'must be at least 32 characters'),
  SECURITY_SEAL_URL: serviceUrl,
  SECURITY_SEAL_ISSUER: nonEmpty,
  /** Both set: new customer accounts (the Customer Account API); both empty: legacy accounts. */
  PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: optionalText,
  SHOP_ID: optionalText.pipe(z.string().regex(/^\d*$/, 'must be the shop\'s numeric id')),
});

/** The pair of variables that switches the store to new customer accounts. */
const CUSTOMER_ACCOUNT_PAIR = ['PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID', 'SHOP_ID'] as const;

export type AppEnv = z.infer<typeof envSchema>;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Invalid environment: ${problems.join('; ')}. ` +
        'See .env.example for every variable and its sandbox default.',
    );
    this.name = 'EnvError';
  }
}

const parsed = new WeakMap<object, AppEnv>();

/** Validates the environment once per env object; throws an EnvError naming every bad variable. */
export function parseEnv(env: Record<string, unknown>): AppEnv {
  const cached = parsed.get(env);
  if (cached) return cached;
  const result = envSchema.safeParse(env);
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map((issue) => {
        const name = String(issue.path[0]);
        const missing = env[name] === undefined || env[name] === '';
        return `${name} ${missing ? 'is missing' : issue.message}`;
      }),
    );
  }
  // Half the switch is a slip, not a choice of legacy accounts.
  const unset = CUSTOMER_ACCOUNT_PAIR.filter((name) => !result.data[name]);
  if (unset.length === 1) {
    const other = CUSTOMER_ACCOUNT_PAIR.find((name) => name !== unset[0])!;
    throw new EnvError([`${unset[0]} is missing (${other} is set; set both for new customer accounts, neither for legacy)`]);
  }
  parsed.set(env, result.data);
  return result.data;
}
