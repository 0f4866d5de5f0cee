/**
 * Turns a question into the assistant's reply: the best FAQ answer with a link to it, or the
 * products that match with links and prices, or, when nothing fits, the support line and hours.
 * A short follow-up ("and in 16 oz?") is read together with the question before it.
 */
import type {Knowledge, Match} from './knowledge';
import {withoutStopWords} from './knowledge';

export interface SupportContact {
  phone: string;
  hours: string;
}

const MAX_PRODUCTS = 3;

export function reply(
  knowledge: Knowledge,
  message: string,
  earlierQuestions: string[],
  support: SupportContact,
): string {
  let matches = confident(knowledge.search(message), message);
  const previous = earlierQuestions.at(-1);
  if (matches.length === 0 && previous) {
    matches = confident(knowledge.search(`${previous} ${message}`), `${previous} ${message}`);
  }
  const [best] = matches;
  if (!best) return cannotAnswer(support);

  if (best.entry.kind === 'faq') {
    return `${best.entry.answer}\n\nMore in our FAQ: [${best.entry.question}](${best.entry.path})`;
  }
  const products = matches
    .map((match) => match.entry)
    .filter((entry) => entry.kind === 'product')
    .slice(0, MAX_PRODUCTS);
  const lines = products.map(
    (product) =>
      `- [${product.title}](${product.path}), from $${Number(product.fromPrice).toFixed(2)}`,
  );
  return `Here is what we have that matches:\n${lines.join('\n')}`;
}

/**
 * Fuzzy search finds something for almost any text, so an answer needs most of the question's words
 * (at least two when it has two or more), and a product must match on its name.
 */
function confident(matches: Match[], question: string): Match[] {
  const words = withoutStopWords(question).split(' ').filter(Boolean).length;
  const needed = Math.min(2, words);
  return matches.filter(
    (match) => match.matchedTerms >= needed && (match.entry.kind === 'faq' || match.inTitle),
  );
}

function cannotAnswer({phone, hours}: SupportContact): string {
  return (
    "I'm not sure I can answer that one. Please call our support team at " +
    `${phone} (${hours}) and we'll be glad to help.`
  );
}
