/**
 * The `filters` parameter: `attr:value`, `attr:"quoted value"`, `attr > 10`, `attr:1 TO 5`,
 * `_tags:value`, combined with `AND`, `OR`, `NOT` and parentheses (AND binds tighter than OR).
 * Syntax errors read like Algolia's: `filters: Unexpected token ':' expected ')' at col 28`, the
 * column being the zero-based offset of the offending token.
 */
import {badRequest} from './errors';
import type {Filter, NumericOperator} from './filter-match';

type Token =
  | {type: 'word'; text: string; at: number}
  | {type: 'quoted'; text: string; at: number}
  | {type: 'symbol'; text: '(' | ')' | ':' | NumericOperator; at: number}
  | {type: 'end'; at: number};

const SYMBOLS = ['<=', '>=', '!=', '(', ')', ':', '<', '>', '='] as const;
const WORD = /[^\s()"':<>=!]+/y;

export function parseFilters(source: string): Filter {
  const tokens = tokenize(source);
  let position = 0;
  const peek = () => tokens[position];
  const next = () => tokens[position++];

  const fail = (token: Token, expected: string): never => {
    throw badRequest(
      `filters: Unexpected token ${describe(token)} expected ${expected} at col ${token.at}`,
    );
  };
  const isKeyword = (token: Token, keyword: string) =>
    token.type === 'word' && token.text === keyword;

  function parseOr(): Filter {
    const filters = [parseAnd()];
    while (isKeyword(peek(), 'OR')) {
      next();
      filters.push(parseAnd());
    }
    return filters.length === 1 ? filters[0] : {kind: 'or', filters};
  }

  function parseAnd(): Filter {
    const filters = [parseNot()];
    while (isKeyword(peek(), 'AND')) {
      next();
      filters.push(parseNot());
    }
    return filters.length === 1 ? filters[0] : {kind: 'and', filters};
  }

  function parseNot(): Filter {
    if (isKeyword(peek(), 'NOT')) {
      next();
      return {kind: 'not', filter: parseNot()};
    }
    const token = peek();
    if (token.type === 'symbol' && token.text === '(') {
      next();
      const inner = parseOr();
      const closing = next();
      if (closing.type !== 'symbol' || closing.text !== ')') fail(closing, "')'");
      return inner;
    }
    return parseCondition();
  }

  function parseCondition(): Filter {
    const attributeToken = next();
    if (attributeToken.type !== 'word' && attributeToken.type !== 'quoted') {
      return fail(attributeToken, 'filter');
    }
    const attribute = attributeToken.text;
    const operator = next();
    if (operator.type !== 'symbol' || operator.text === '(' || operator.text === ')') {
      return fail(operator, "':' or operator");
    }
    if (operator.text === ':') {
      const valueToken = next();
      if (valueToken.type !== 'word' && valueToken.type !== 'quoted')
        return fail(valueToken, 'value');
      if (isKeyword(peek(), 'TO')) {
        next();
        const lower = numberFrom(valueToken);
        const upper = numberFrom(next());
        return {kind: 'range', attribute, lower, upper};
      }
      return {kind: 'facet', attribute, value: valueToken.text};
    }
    return {kind: 'numeric', attribute, operator: operator.text, value: numberFrom(next())};
  }

  function numberFrom(token: Token): number {
    const value = token.type === 'word' ? Number(token.text) : Number.NaN;
    if (!Number.isFinite(value)) fail(token, 'numeric');
    return value;
  }

  if (peek().type === 'end') return {kind: 'and', filters: []};
  const filter = parseOr();
  if (peek().type !== 'end') fail(peek(), 'end of filter');
  return filter;
}

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < source.length) {
    const char = source[at];
    if (/\s/.test(char)) {
      at++;
      continue;
    }
    if (char === '"' || char === "'") {
      let text = '';
      let end = at + 1;
      while (end < source.length && source[end] !== char) {
        if (source[end] === '\\' && end + 1 < source.length) end++;
        text += source[end++];
      }
      if (end >= source.length) {
        throw badRequest(`filters: Unterminated string at col ${at}`);
      }
      tokens.push({type: 'quoted', text, at});
      at = end + 1;
      continue;
    }
    const symbol = SYMBOLS.find((candidate) => source.startsWith(candidate, at));
    if (symbol) {
      tokens.push({type: 'symbol', text: symbol, at});
      at += symbol.length;
      continue;
    }
    WORD.lastIndex = at;
    const word = WORD.exec(source);
    if (!word) throw badRequest(`filters: Unexpected character '${char}' at col ${at}`);
    tokens.push({type: 'word', text: word[0], at});
    at += word[0].length;
  }
  tokens.push({type: 'end', at: source.length});
  return tokens;
}

function describe(token: Token): string {
  switch (token.type) {
    case 'word':
      return ['AND', 'OR', 'NOT', 'TO'].includes(token.text)
        ? `'${token.text}'`
        : `string(${token.text})`;
    case 'quoted':
      return `string(${token.text})`;
    case 'symbol':
      return `'${token.text}'`;
    case 'end':
      return 'end of filter';
  }
}
