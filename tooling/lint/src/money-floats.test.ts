// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the cases are TypeScript sources written as strings
import { describe, expect, test } from 'vitest';
import { codeOnly, isMoneyName, moneyFloats } from './money-floats.ts';

describe('money-named identifiers', () => {
  test.each([
    ['amount', true],
    ['Amount', true],
    ['amounts', true],
    ['feeAmount', true],
    ['MAX_ROW_AMOUNT', true],
    ['percentage_bp', true],
    ['exchangeRate', true],
    ['minorUnits', true],
    ['cents', true],
    ['totalEUR', true],
    ['HTMLPrice', true],
    ['sumOfShares', true],
    ['id', false],
    ['key', false],
    ['feedback', false],
    ['summary', false],
    ['generate', false],
    ['separately', false],
    ['shared', false],
    ['minority', false],
  ])('%s: %s', (name, money) => {
    expect(isMoneyName(name)).toBe(money);
  });
});

describe('floats on money are found', () => {
  test.each([
    'const x = parseFloat(amount);',
    'const x = Number.parseFloat(fee);',
    'if (Number(row.amount) > MAX) {}',
    'const text = Number(x.fee).toFixed(2);',
    'const text = amount.toFixed(2);',
    'const text = (total / 100).toFixed(2);',
    'const text = row?.price?.toFixed(2);',
    'const x = +amount;',
    'const x = +row.amount;',
    'return +form.values.fee;',
    'const y = a * +(balance);',
    'const f = (v) => +v.amount;',
    'const x = parseFloat(amount.replace(",", "."));',
    'const x = Number(values.amount.trim());',
    'const x = Number(MAX_ROW_AMOUNT);',
    'const x = Number(percentage) * 100;',
    'const x = Number(\n  row.amount,\n);',
    'const s = `${Number(row.amount).toFixed(2)} EUR`;',
    'const e = <span title="a">{Number(amount)}</span>;',
  ])('%j', (source) => {
    expect(moneyFloats(source)).not.toEqual([]);
  });

  test('each use is reported with its line, column and text', () => {
    expect(moneyFloats('const a = 1;\nconst b = Number(x.fee).toFixed(2);\n')).toEqual([
      { line: 2, column: 11, text: 'Number(x.fee)' },
      { line: 2, column: 11, text: 'Number(x.fee).toFixed(2)' },
    ]);
  });
});

describe('other numbers are left alone', () => {
  test.each([
    'const id = Number(key);',
    "const id = Number(c.req.param('id'));",
    'const n = Number(count);',
    'const n = Number(amounts.length);',
    'const n = Number(rows?.amount?.length);',
    'const x = parseFloat(width);',
    'const x = a + amount;',
    'const x = a +amount;',
    'total += amount;',
    'amount++;',
    'const x = 1e+5;',
    'const x = width.toFixed(1);',
    'const x = Number.isSafeInteger(amount);',
    'const f = new Intl.NumberFormat(locale);',
    'const n = toNumber(amount);',
    "const text = 'Number(amount) and +amount';",
    '// Number(row.amount).toFixed(2) would lose digits',
    '/* parseFloat(amount) */',
    'const re = /Number\\(amount\\)/;',
    'const s = `Number(amount) ${count}`;',
    "const s = `${size}px ${'Number(amount)'}`;",
    'const e = <a href="/x">+amount</a>;',
  ])('%j', (source) => {
    expect(moneyFloats(source)).toEqual([]);
  });
});

describe('codeOnly', () => {
  test('blanks comments, strings, template text and regexes, keeping lines and template expressions', () => {
    const source = "a('b') // c\n/* d */ e(`f${g}h`, /i/)";
    const code = codeOnly(source);
    expect(code).toBe("a(' ')     \n        e(` ${g} `, / /)");
    expect(code.length).toBe(source.length);
  });
});
