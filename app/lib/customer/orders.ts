/** How the account lists orders: the newest 75, twelve to a page. */
export const ORDERS_FETCHED = 75;
export const ORDERS_PER_PAGE = 12;

/** The 1-based page asked for in `?page=`, kept inside 1..pageCount. */
export function pageNumber(search: string | null, pageCount: number): number {
  const asked = Number.parseInt(search ?? '', 10);
  if (!Number.isFinite(asked) || asked < 1) return 1;
  return Math.min(asked, Math.max(1, pageCount));
}

/** The page's slice of `items`, and how many pages they make. */
export function pageOf<T>(items: T[], search: string | null, perPage = ORDERS_PER_PAGE) {
  const pageCount = Math.max(1, Math.ceil(items.length / perPage));
  const page = pageNumber(search, pageCount);
  return {page, pageCount, items: items.slice((page - 1) * perPage, page * perPage)};
}

/** An order number is digits; anything else in an address cannot be one of the customer's orders. */
export function orderNumberOf(param: string | undefined): number | null {
  return param && /^\d{1,12}$/.test(param) ? Number(param) : null;
}

/** `gid://shopify/Order/1042?key=…` → `1042`; the invoice service and product links want the number. */
export function numericId(gid: string): string {
  return /\/(\d+)(?:\?|$)/.exec(gid)?.[1] ?? '';
}

/** Shopify's status enums (`PARTIALLY_FULFILLED`) as words (`Partially fulfilled`). */
export function statusLabel(status: string | null | undefined): string {
  if (!status) return '—';
  const words = status.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
