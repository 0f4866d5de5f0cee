/**
 * A JSON-LD script. `<` is escaped so no value can close the script element early; the browser
 * never executes `application/ld+json`, so it needs no CSP nonce.
 */
export function StructuredData({data}: {data: unknown}) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{__html: json}}
    />
  );
}
