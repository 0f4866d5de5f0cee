/** What the header's search box offers for typed text (`/api/suggestions?q=`). */
export interface Suggestions {
  queries: string[];
  products: {handle: string; title: string; image: string | null}[];
}
