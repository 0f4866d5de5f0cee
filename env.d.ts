/// <reference types="vite/client" />
/// <reference types="@shopify/remix-oxygen" />
/// <reference types="@shopify/oxygen-workers-types" />

import type {HydrogenSessionData} from '@shopify/hydrogen';
import type {createAppLoadContext} from '~/lib/context';

declare global {
  /** Only NODE_ENV exists, replaced at build time. */
  const process: {env: {NODE_ENV: 'production' | 'development'}};

  /** The raw bindings; `app/lib/env.ts` validates them into `AppEnv`. */
  interface Env {
    [name: string]: string | undefined;
  }
}

declare module '@shopify/remix-oxygen' {
  interface AppLoadContext
    extends Awaited<ReturnType<typeof createAppLoadContext>> {}

  interface SessionData extends HydrogenSessionData {
    customerAccessToken?: {accessToken: string; expiresAt: string};
    /** The shopper's cart (`gid://shopify/Cart/...`), set when the first line is added. */
    cartId?: string;
  }
}
