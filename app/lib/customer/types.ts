/**
 * The customer account as the store's pages see it, whichever Shopify API serves it. Routes only
 * ever talk to `CustomerAccounts`, which decision 0017 describes: the Storefront API's legacy
 * accounts or the Customer Account API's new ones, as the environment chooses.
 */

export interface Money {
  amount: string;
  currencyCode: string;
}

/** The session's proof of sign-in: the token and when Shopify stops honouring it. */
export interface AccessToken {
  accessToken: string;
  expiresAt: string;
}

export interface AccountAddress {
  id: string;
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  /** ISO country code (`US`). */
  countryCode: string | null;
  /** The region's code within its country (`OR`, `QC`). */
  provinceCode: string | null;
  zip: string | null;
  phone: string | null;
  /** The address as printed: name, street lines, "City PR ZIP", country. */
  formatted: string[];
}

/** An address as a form writes it; the region is `US-OR` style, as the store's place lists name it. */
export interface AddressInput {
  firstName: string;
  lastName: string;
  company?: string;
  address1: string;
  address2?: string;
  city: string;
  country: string;
  province?: string;
  zip: string;
  phone?: string;
}

export interface AccountUser {
  firstName: string | null;
  lastName: string | null;
  displayName: string;
  email: string | null;
  phone: string | null;
  defaultAddress: AccountAddress | null;
  addresses: AccountAddress[];
}

export interface OrderSummary {
  id: string;
  orderNumber: number;
  name: string;
  processedAt: string;
  financialStatus: string | null;
  fulfillmentStatus: string;
  statusUrl: string;
  totalPrice: Money;
}

export interface OrderLine {
  title: string;
  quantity: number;
  originalTotalPrice: Money;
  discountedTotalPrice: Money;
  variant: {
    id: string;
    title: string;
    sku: string | null;
    price: Money;
    productHandle: string;
  } | null;
}

export interface OrderDetail extends OrderSummary {
  email: string | null;
  phone: string | null;
  shippingAddress: {name: string | null; formatted: string[]} | null;
  subtotalPrice: Money | null;
  totalShippingPrice: Money;
  totalTax: Money | null;
  lineItems: OrderLine[];
}

export interface OrdersPage {
  orders: OrderSummary[];
  endCursor: string | null;
  hasNextPage: boolean;
}

export interface Registration {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  acceptsMarketing: boolean;
}

export interface NameChange {
  firstName: string;
  lastName: string;
}

export interface ProfileChange extends NameChange {
  email: string;
  password?: string;
}

/** What both kinds of account answer. Each write throws `CustomerError` when Shopify refuses it. */
interface AccountsCommon {
  /** The signed-in customer's access token, or null: none, or expired and not renewable. */
  readToken(): Promise<string | null>;
  /** Forgets the session's sign-in, as when Shopify no longer knows its token. */
  forgetSignIn(): void;
  /** The signed-in customer, or null when the token is unknown or expired upstream. */
  getUser(token: string): Promise<AccountUser | null>;
  getOrders(token: string, page: {first: number; after?: string | null}): Promise<OrdersPage>;
  getOrder(token: string, orderNumber: number): Promise<OrderDetail | null>;
  createAddress(token: string, address: AddressInput): Promise<string>;
  updateAddress(token: string, id: string, address: AddressInput): Promise<void>;
  deleteAddress(token: string, id: string): Promise<void>;
  setDefaultAddress(token: string, id: string): Promise<void>;
}

/**
 * Legacy customer accounts: the store's own pages ask for the email and password, register, send
 * the reset email and take the new password from its link.
 */
export interface PasswordAccounts extends AccountsCommon {
  passwords: true;
  login(email: string, password: string): Promise<AccessToken>;
  /** Creates the account, then signs in with it. */
  createAccount(registration: Registration): Promise<AccessToken>;
  /** Deletes the token upstream, so a copy of it stops working. */
  logout(token: string): Promise<void>;
  /** Changing the password ends the old token; the answer is the token to carry on with. */
  updateUser(token: string, change: ProfileChange): Promise<AccessToken | null>;
  sendResetEmail(email: string): Promise<void>;
  resetByUrl(url: string, password: string): Promise<AccessToken>;
  activateByUrl(url: string, password: string): Promise<AccessToken>;
}

/**
 * New customer accounts: Shopify's hosted pages sign the customer in by a one-time code, so no
 * password exists, and the email address is changed there too. Sign-in and sign-out are redirects.
 */
export interface HostedAccounts extends AccountsCommon {
  passwords: false;
  /**
   * The redirect to Shopify's sign-in. Afterwards the customer comes back to the page the request's
   * `?redirect=` names (a path of this store), else the page they came from.
   */
  login(): Promise<Response>;
  /** Completes the sign-in Shopify sends back to `/account/authorize`: the redirect to the page asked for. */
  authorize(): Promise<Response>;
  /** Forgets the session and ends it at Shopify too: the redirect through Shopify's sign-out to `returnTo`. */
  logout(returnTo: string): Promise<Response>;
  updateUser(token: string, change: NameChange): Promise<void>;
}

/** Every customer call the store makes; routes never query customers themselves. */
export type CustomerAccounts = PasswordAccounts | HostedAccounts;

/** Shopify refused a customer call; `messages` are its own words, ready to show. */
export class CustomerError extends Error {
  constructor(readonly messages: string[]) {
    super(messages.join(' '));
    this.name = 'CustomerError';
  }
}

/** What a sign-in with the wrong email or password shows (Shopify's `UNIDENTIFIED_CUSTOMER`). */
export const INCORRECT_PASSWORD = 'Incorrect Password';
