/**
 * Making an `Intl.NumberFormat` costs about as much as rendering a product card (some 25 µs), and a
 * listing formats hundreds of prices and counts with a handful of settings: each is made once.
 */
const formats = new Map<string, Intl.NumberFormat>();

export function numberFormat(
  locale: string,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
