/**
 * Finds money read as a binary float: `parseFloat(…)`, `Number.parseFloat(…)`, `Number(…)`, a unary `+` or
 * `….toFixed(…)` applied to a money-named value (`amount`, `row.amount`, `feeTotal`, `MAX_ROW_AMOUNT`). Money is a
 * decimal string or integer minor units (@paydeck/brand-config/decimal), never a float. Read from the text, not a
 * syntax tree: comments, strings and regular expressions are blanked first, then each use is checked.
 */

/** The words that name money: a name is money-named when one of its words is one of these (plural too). */
export const moneyWords = [
  'amount',
  'balance',
  'price',
  'fee',
  'total',
  'sum',
  'percentage',
  'percent',
  'rate',
  'share',
  'money',
  'minor',
  'cents',
] as const;

const moneyWord = new RegExp(`^(?:${moneyWords.join('|')})s?$`, 'i');

/** True when one of the identifier's words (camelCase, snake_case, SCREAMING_CASE) names money. */
export function isMoneyName(identifier: string): boolean {
  const words = identifier
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z]+/);
  return words.some((word) => moneyWord.test(word));
}

/** Characters after which an operand comes: there a `+` is unary, not an addition (`>` only as `=>`: JSX text). */
const beforeOperand = /[(,=:[!&|?{};<*%^~+-]/;
/** Characters after which a `/` opens a regular expression, not a division (not `<` or `}`: JSX's `</a>`, `} />`). */
const beforeRegex = /[(,=:[!&|?{;*%^~+-]/;
const keywords = new Set([
  'return',
  'typeof',
  'case',
  'yield',
  'await',
  'void',
  'in',
  'of',
  'delete',
  'throw',
  'else',
  'do',
]);

/** Whether the code before `end` ends where an operand is expected (after an operator, a bracket or a keyword). */
function expectsOperand(code: ArrayLike<string>, end: number, operators = beforeOperand): boolean {
  let k = end - 1;
  while (k >= 0 && /\s/.test(code[k] ?? '')) k--;
  if (k < 0 || operators.test(code[k] ?? '') || (code[k] === '>' && code[k - 1] === '=')) return true;
  let word = '';
  while (k >= 0 && /[\w$]/.test(code[k] ?? '')) word = (code[k--] ?? '') + word;
  return keywords.has(word) && code[k] !== '.';
}

/** The source with comments, string and template text and regex literals as spaces (same length, same lines). */
export function codeOnly(source: string): string {
  const out = source.split('');
  const blank = (from: number, to: number) => {
    for (let k = from; k < to; k++) if (out[k] !== '\n') out[k] = ' ';
  };
  const templates: number[] = []; // brace depth at each open `${`
  let depth = 0;
  let i = 0;
  /** Skips a template's text from i (just past a backtick or a `}` closing `${`), blanking it. */
  const templateText = () => {
    const start = i;
    while (i < source.length && source[i] !== '`' && !(source[i] === '$' && source[i + 1] === '{')) {
      i += source[i] === '\\' ? 2 : 1;
    }
    blank(start, i);
    if (source[i] === '$') {
      templates.push(depth);
      i += 2;
    } else i += 1;
  };
  while (i < source.length) {
    const char = source[i];
    const next = source[i + 1];
    if (char === '/' && next === '/') {
      const end = source.indexOf('\n', i);
      blank(i, end < 0 ? source.length : end);
      i = end < 0 ? source.length : end;
    } else if (char === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      blank(i, end < 0 ? source.length : end + 2);
      i = end < 0 ? source.length : end + 2;
    } else if (char === "'" || char === '"') {
      const start = i++;
      while (i < source.length && source[i] !== char && source[i] !== '\n') i += source[i] === '\\' ? 2 : 1;
      blank(start + 1, i);
      i += 1;
    } else if (char === '`') {
      i += 1;
      templateText();
    } else if (char === '/' && expectsOperand(out, i, beforeRegex)) {
      const start = i++;
      let inClass = false;
      while (i < source.length && source[i] !== '\n' && (inClass || source[i] !== '/')) {
        if (source[i] === '[') inClass = true;
        else if (source[i] === ']') inClass = false;
        i += source[i] === '\\' ? 2 : 1;
      }
      blank(start + 1, i);
      i += 1;
    } else if (char === '{') {
      depth += 1;
      i += 1;
    } else if (char === '}' && templates.at(-1) === depth) {
      templates.pop();
      i += 1;
      templateText();
    } else {
      if (char === '}') depth -= 1;
      i += 1;
    }
  }
  return out.join('');
}

const pairs: Record<string, string> = { '(': ')', '[': ']', '{': '}' };
const closers: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

/** The index just past the bracket that closes the one at `open`. */
function closeOf(code: string, open: number): number {
  const stack: string[] = [];
  for (let i = open; i < code.length; i++) {
    const char = code[i] ?? '';
    if (pairs[char]) stack.push(pairs[char]);
    else if (char === stack.at(-1)) {
      stack.pop();
      if (stack.length === 0) return i + 1;
    }
  }
  return code.length;
}

/** The index of the bracket that opens the one closing at `close`. */
function openOf(code: string, close: number): number {
  const stack: string[] = [];
  for (let i = close; i >= 0; i--) {
    const char = code[i] ?? '';
    if (closers[char]) stack.push(closers[char]);
    else if (char === stack.at(-1)) {
      stack.pop();
      if (stack.length === 0) return i;
    }
  }
  return 0;
}

/** The start of the operand (a member chain, a call, a bracketed group) that ends just before `end`. */
function operandStart(code: string, end: number): number {
  let i = end;
  while (i > 0 && /\s/.test(code[i - 1] ?? '')) i--;
  for (;;) {
    const char = code[i - 1] ?? '';
    if (char === ')' || char === ']') i = openOf(code, i - 1);
    else if (/[\w$.!]/.test(char) || (char === '?' && code[i] === '.')) i--;
    else return i;
  }
}

/** The end of the operand (a member chain with its calls and indexes, or a bracketed group) starting at `start`. */
function operandEnd(code: string, start: number): number {
  let i = start;
  for (;;) {
    const char = code[i] ?? '';
    if (char === '(' || char === '[') i = closeOf(code, i);
    else if (/[\w$]/.test(char) || (char === '.' && code[i + 1] !== '.') || (char === '?' && code[i + 1] === '.')) i++;
    else return i;
  }
}

/** Whether an expression names money: one of its identifiers does (not counting a `.length` or `.size` of it). */
export function namesMoney(expression: string): boolean {
  for (const match of expression.matchAll(/[A-Za-z_$][\w$]*/g)) {
    const after = expression.slice((match.index ?? 0) + match[0].length);
    if (isMoneyName(match[0]) && !/^\s*\??\.\s*(?:length|size)\b/.test(after)) return true;
  }
  return false;
}

export type MoneyFloat = { line: number; column: number; text: string };

/** Every use of a float on a money-named value in a TypeScript or JavaScript source, with its line and text. */
export function moneyFloats(source: string): MoneyFloat[] {
  const code = codeOnly(source);
  const found: { at: number; end: number }[] = [];
  for (const match of code.matchAll(/(?<![\w$.])(?:Number\s*\.\s*parseFloat|parseFloat|Number)\s*\(/g)) {
    const at = match.index ?? 0;
    const open = at + match[0].length - 1;
    const end = closeOf(code, open);
    if (namesMoney(code.slice(open + 1, end - 1))) found.push({ at, end });
  }
  for (const match of code.matchAll(/\??\.\s*toFixed\s*\(/g)) {
    const dot = match.index ?? 0;
    const at = operandStart(code, dot);
    if (namesMoney(code.slice(at, dot))) found.push({ at, end: closeOf(code, dot + match[0].length - 1) });
  }
  for (const match of code.matchAll(/(?<!\+)\+(?=[\w$(])/g)) {
    const at = match.index ?? 0;
    if (!expectsOperand(code, at)) continue;
    const end = operandEnd(code, at + 1);
    if (namesMoney(code.slice(at + 1, end))) found.push({ at, end });
  }
  return found
    .sort((a, b) => a.at - b.at)
    .map(({ at, end }) => {
      const before = source.slice(0, at);
      const line = before.split('\n').length;
      const column = at - before.lastIndexOf('\n');
      return { line, column, text: source.slice(at, end).replace(/\s+/g, ' ') };
    });
}
