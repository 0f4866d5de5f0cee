/**
 * What the assistant knows: the FAQ answers from the stories and the catalogue, in one MiniSearch
 * index so a question finds whichever answers it best. Built once per sandbox from the seed.
 */
import MiniSearch from 'minisearch';
import type {CatalogueIndex} from '../catalogue';
import {createStoryStore} from '../storyblok/stories';
import {plainText} from './plain-text';

export interface FaqEntry {
  kind: 'faq';
  id: string;
  question: string;
  answer: string;
  path: string;
}

export interface ProductEntry {
  kind: 'product';
  id: string;
  title: string;
  path: string;
  fromPrice: string;
}

export type Entry = FaqEntry | ProductEntry;

interface IndexedEntry {
  id: string;
  title: string;
  body: string;
}

export interface Match {
  entry: Entry;
  /** Distinct words of the question found in the entry. */
  matchedTerms: number;
  /** Whether any of them is in the entry's title (the FAQ question or the product name). */
  inTitle: boolean;
}

export interface Knowledge {
  /** Best first. Question words are dropped before searching. */
  search(text: string): Match[];
}

export function buildKnowledge(seedDir: string, catalogue: CatalogueIndex): Knowledge {
  const entries = new Map<string, Entry>();
  for (const story of createStoryStore(seedDir).all()) {
    if (story.content.component !== 'faq-item' || !story.full_slug.startsWith('en-us/')) continue;
    const content = story.content as {
      question?: unknown;
      answer?: unknown;
      json_ld_answer?: unknown;
    };
    const question = typeof content.question === 'string' ? content.question : story.name;
    const answer =
      typeof content.json_ld_answer === 'string' && content.json_ld_answer.trim()
        ? content.json_ld_answer.trim()
        : plainText(content.answer);
    const id = `faq:${story.uuid}`;
    entries.set(id, {
      kind: 'faq',
      id,
      question,
      answer,
      path: `/${story.full_slug.replace(/^en-us\//, '')}`,
    });
  }
  for (const product of catalogue.listedProducts) {
    const id = `product:${product.id}`;
    const cheapest = product.variants.reduce((low, variant) =>
      Number(variant.price) < Number(low.price) ? variant : low,
    );
    entries.set(id, {
      kind: 'product',
      id,
      title: product.title,
      path: `/products/${product.handle}`,
      fromPrice: cheapest.price,
    });
  }

  const index = new MiniSearch<IndexedEntry>({
    fields: ['title', 'body'],
    searchOptions: {boost: {title: 3}, fuzzy: 0.2, prefix: true, combineWith: 'OR'},
  });
  index.addAll(
    [...entries.values()].map((entry) =>
      entry.kind === 'faq'
        ? {id: entry.id, title: entry.question, body: entry.answer}
        : {id: entry.id, title: entry.title, body: productWords(catalogue, entry.id)},
    ),
  );

  return {
    search(text) {
      return index.search(withoutStopWords(text)).flatMap((result) => {
        const entry = entries.get(String(result.id));
        if (!entry) return [];
        const fields = Object.values(result.match as Record<string, string[]>).flat();
        return [{entry, matchedTerms: result.terms.length, inTitle: fields.includes('title')}];
      });
    },
  };
}

function productWords(catalogue: CatalogueIndex, id: string): string {
  const product = catalogue.productById.get(Number(id.replace('product:', '')));
  if (!product) return '';
  return [
    product.productType,
    product.vendor,
    ...product.tags.filter((tag) => !tag.includes(':')),
  ].join(' ');
}

// Question words match every FAQ entry and would drown out the words that carry the meaning.
const STOP_WORDS = new Set(
  'a an and are can do does for how i in is it me my of on or the to what when where which who why with you your we our'.split(
    ' ',
  ),
);

export function withoutStopWords(text: string): string {
  return text
    .toLowerCase()
    .split(/[^a-z0-9$%.]+/)
    .filter((word) => word && !STOP_WORDS.has(word))
    .join(' ');
}
