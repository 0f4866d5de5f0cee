/**
 * The subset of Shopify's search syntax (https://shopify.dev/docs/api/usage/search-syntax) that
 * `products(query:)` and `collections(query:)` accept: bare and quoted words, `field:value`,
 * comparators (`field:>10`), prefix `*`, `AND` / `OR` / `NOT` / `-term`, implicit AND and
 * parentheses. NOT binds tightest, then AND, then OR. What a term means is up to the caller.
 */

export type Comparator = ':' | '<' | '<=' | '>' | '>=';

export interface SearchTerm {
  /** Lower-cased field name, or null for a bare word. */
  field: string | null;
  comparator: Comparator;
  /** Lower-cased, without quotes or the trailing `*`. */
  value: string;
  /** `value*`: matches words that start with the value. */
  prefix: boolean;
  /** Written in quotes: a phrase rather than one word. */
  quoted: boolean;
}

export type SearchExpression =
  | {kind: 'term'; term: SearchTerm}
  | {kind: 'not'; operand: SearchExpression}
  | {kind: 'and' | 'or'; operands: SearchExpression[]};

type Token =
  | {kind: 'open' | 'close' | 'and' | 'or' | 'not'}
  | {kind: 'term'; term: SearchTerm; negated: boolean};

/** Parses a query; an empty or blank query is null (everything matches). */
export function parseSearchQuery(query: string): SearchExpression | null {
  const tokens = tokenize(query);
  if (tokens.length === 0) return null;
  const parser = new Parser(tokens);
  return parser.parseAll();
}

/** Whether the expression holds, given what each term means for the thing being matched. */
export function matchesSearch(
  expression: SearchExpression | null,
  matchesTerm: (term: SearchTerm) => boolean,
): boolean {
  if (!expression) return true;
  switch (expression.kind) {
    case 'term':
      return matchesTerm(expression.term);
    case 'not':
      return !matchesSearch(expression.operand, matchesTerm);
    case 'and':
      return expression.operands.every((operand) => matchesSearch(operand, matchesTerm));
    case 'or':
      return expression.operands.some((operand) => matchesSearch(operand, matchesTerm));
  }
}

/** Every term of the expression, for relevance scoring. */
export function termsOf(expression: SearchExpression | null): SearchTerm[] {
  if (!expression) return [];
  switch (expression.kind) {
    case 'term':
      return [expression.term];
    case 'not':
      return [];
    case 'and':
    case 'or':
      return expression.operands.flatMap(termsOf);
  }
}

/**
 * Whether free text contains the term's value: a quoted phrase anywhere, a prefix term at the
 * start of any word, a plain word as a whole word. Text is compared lower-cased.
 */
export function textMatchesTerm(text: string, term: SearchTerm): boolean {
  const haystack = text.toLowerCase();
  if (term.quoted && !term.prefix) return haystack.includes(term.value);
  const words = wordsOf(haystack);
  const needle = wordsOf(term.value);
  if (needle.length === 0) return true;
  return words.some((_, start) =>
    needle.every((part, offset) => {
      const word = words[start + offset];
      if (word === undefined) return false;
      const last = offset === needle.length - 1;
      return last && term.prefix ? word.startsWith(part) : word === part;
    }),
  );
}

/** Compares a number with a term such as `price:>10` (`:` means equal). */
export function numberMatchesTerm(value: number, term: SearchTerm): boolean {
  const target = Number(term.value);
  if (!Number.isFinite(target)) return false;
  switch (term.comparator) {
    case ':':
      return value === target;
    case '<':
      return value < target;
    case '<=':
      return value <= target;
    case '>':
      return value > target;
    case '>=':
      return value >= target;
  }
}

/** Compares a date with a term such as `created_at:>2025-01-01`. */
export function dateMatchesTerm(isoDate: string, term: SearchTerm): boolean {
  const value = Date.parse(isoDate);
  const target = Date.parse(term.value);
  if (Number.isNaN(target)) return false;
  return numberMatchesTerm(value, {...term, value: String(target)});
}

export function wordsOf(text: string): string[] {
  return text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

const SPECIAL = new Set(['(', ')', ' ', '\t', '\n', '\r']);

function tokenize(query: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  while (index < query.length) {
    const char = query[index];
    if (/\s/.test(char)) {
      index++;
    } else if (char === '(' || char === ')') {
      tokens.push({kind: char === '(' ? 'open' : 'close'});
      index++;
    } else {
      const {text, end} = readWord(query, index);
      index = end;
      const keyword = text.raw;
      if (!text.quotedAnywhere && (keyword === 'AND' || keyword === 'OR' || keyword === 'NOT')) {
        tokens.push({kind: keyword === 'AND' ? 'and' : keyword === 'OR' ? 'or' : 'not'});
      } else {
        const negated = keyword.startsWith('-') && keyword.length > 1 && !text.quotedAnywhere;
        const term = toTerm(negated ? text.withoutLeadingDash() : text);
        if (term) tokens.push({kind: 'term', term, negated});
      }
    }
  }
  return tokens;
}

interface WordText {
  raw: string;
  /** The word split at its first unquoted `:`, with quotes removed. */
  field: string | null;
  rest: string;
  restQuoted: boolean;
  quotedAnywhere: boolean;
  withoutLeadingDash(): WordText;
}

/** Reads one term: up to unquoted whitespace or parenthesis; quotes may hold anything. */
function readWord(query: string, start: number): {text: WordText; end: number} {
  let index = start;
  let raw = '';
  let field: string | null = null;
  let rest = '';
  let restQuoted = false;
  let quotedAnywhere = false;
  while (index < query.length && !SPECIAL.has(query[index])) {
    const char = query[index];
    if (char === '"' || char === "'") {
      const close = query.indexOf(char, index + 1);
      const end = close === -1 ? query.length : close;
      const inner = query.slice(index + 1, end);
      raw += query.slice(index, end + 1);
      rest += inner;
      restQuoted = true;
      quotedAnywhere = true;
      index = end + 1;
    } else {
      if (char === ':' && field === null) {
        field = rest;
        rest = '';
        restQuoted = false;
      } else {
        rest += char;
      }
      raw += char;
      index++;
    }
  }
  const text: WordText = {
    raw,
    field,
    rest,
    restQuoted,
    quotedAnywhere,
    withoutLeadingDash() {
      return field === null
        ? {...text, raw: raw.slice(1), rest: rest.slice(1)}
        : {...text, raw: raw.slice(1), field: field.slice(1)};
    },
  };
  return {text, end: index};
}

function toTerm(text: WordText): SearchTerm | null {
  let value = text.rest;
  let comparator: Comparator = ':';
  if (text.field !== null && !text.restQuoted) {
    const match = /^(<=|>=|<|>)(.*)$/.exec(value);
    if (match) {
      comparator = match[1] as Comparator;
      value = match[2];
    }
  }
  const prefix = value.endsWith('*');
  if (prefix) value = value.slice(0, -1);
  if (!value && text.field === null) return null;
  return {
    field: text.field === null ? null : text.field.toLowerCase(),
    comparator,
    value: value.toLowerCase(),
    prefix,
    quoted: text.restQuoted,
  };
}

class Parser {
  private position = 0;

  constructor(private readonly tokens: Token[]) {}

  parseAll(): SearchExpression | null {
    const expressions: SearchExpression[] = [];
    while (this.position < this.tokens.length) {
      const expression = this.parseOr();
      if (expression) expressions.push(expression);
      // A stray closing parenthesis is skipped rather than failing the whole search.
      if (this.peek()?.kind === 'close') this.position++;
    }
    return combine('and', expressions);
  }

  private parseOr(): SearchExpression | null {
    const operands: SearchExpression[] = [];
    const first = this.parseAnd();
    if (first) operands.push(first);
    while (this.peek()?.kind === 'or') {
      this.position++;
      const next = this.parseAnd();
      if (next) operands.push(next);
    }
    return combine('or', operands);
  }

  private parseAnd(): SearchExpression | null {
    const operands: SearchExpression[] = [];
    for (;;) {
      const token = this.peek();
      if (!token || token.kind === 'or' || token.kind === 'close') break;
      if (token.kind === 'and') {
        this.position++;
        continue;
      }
      const unary = this.parseUnary();
      if (unary) operands.push(unary);
    }
    return combine('and', operands);
  }

  private parseUnary(): SearchExpression | null {
    const token = this.tokens[this.position++];
    switch (token.kind) {
      case 'not': {
        const operand = this.peek() ? this.parseUnary() : null;
        return operand ? {kind: 'not', operand} : null;
      }
      case 'open': {
        const inner = this.parseOr();
        if (this.peek()?.kind === 'close') this.position++;
        return inner;
      }
      case 'term':
        return token.negated
          ? {kind: 'not', operand: {kind: 'term', term: token.term}}
          : {kind: 'term', term: token.term};
      default:
        return null;
    }
  }

  private peek(): Token | undefined {
    return this.tokens[this.position];
  }
}

function combine(kind: 'and' | 'or', operands: SearchExpression[]): SearchExpression | null {
  if (operands.length === 0) return null;
  if (operands.length === 1) return operands[0];
  return {kind, operands};
}
