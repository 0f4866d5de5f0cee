/** How amounts and dates read in emails, the status page and invoices. */

/** 123456 in USD → "$1,234.56 USD". Both currencies the shop sells in use the dollar sign. */
export function formatMoney(cents: number, currencyCode: string): string {
  const [whole, fraction] = (Math.abs(cents) / 100).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 ? '-' : ''}$${grouped}.${fraction} ${currencyCode}`;
}

/** "May 1, 2025" in UTC, so a page reads the same wherever the sandbox runs. */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
