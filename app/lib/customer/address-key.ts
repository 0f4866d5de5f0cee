/**
 * `gid://shopify/MailingAddress/7` ⇄ `7`, the form of an address id that pages and addresses carry.
 * A module of its own: the account overview names its default address without loading the address
 * form's schema (and zod with it).
 */
export function addressKey(id: string): string {
  return /\/(\d+)$/.exec(id)?.[1] ?? '';
}
