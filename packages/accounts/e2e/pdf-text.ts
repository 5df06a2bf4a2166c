// The text a PDF made by pdf-lib shows, for the journeys: the sandbox's own reader (apps/sandbox/src/files/pdf-text.ts),
// copied because a package may not reach into another by a relative path. One string a line per text drawn.
import { inflateSync } from 'node:zlib';

interface PdfObject {
  dictionary: string;
  data?: string;
}

function readObjects(raw: string): Map<number, PdfObject> {
  const objects = new Map<number, PdfObject>();
  for (const match of raw.matchAll(/(\d+) 0 obj\s*/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const next = /endobj|>>\s*stream\r?\n/g;
    next.lastIndex = start;
    const found = next.exec(raw);
    if (!found || found[0] === 'endobj') {
      objects.set(Number(match[1]), { dictionary: raw.slice(start, found?.index) });
      continue;
    }
    const dictionary = raw.slice(start, found.index + 2);
    const dataStart = found.index + found[0].length;
    const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1]);
    const bytes = Buffer.from(raw.slice(dataStart, dataStart + length), 'latin1');
    const data = (/\/FlateDecode/.test(dictionary) ? inflateSync(bytes) : bytes).toString('latin1');
    objects.set(Number(match[1]), { dictionary, data });
  }
  for (const { dictionary, data = '' } of [...objects.values()].filter((o) => /\/Type \/ObjStm/.test(o.dictionary))) {
    const first = Number(/\/First (\d+)/.exec(dictionary)?.[1]);
    const header = data.slice(0, first).trim().split(/\s+/).map(Number);
    for (let i = 0; i < header.length; i += 2) {
      const end = i + 3 < header.length ? first + (header[i + 3] as number) : data.length;
      objects.set(header[i] as number, { dictionary: data.slice(first + (header[i + 1] as number), end) });
    }
  }
  return objects;
}

/** The `<< … >>` after `/key` (inline or through a reference), without its brackets. */
function entry(objects: Map<number, PdfObject>, dictionary: string, key: string): string {
  const at = dictionary.search(new RegExp(`/${key}\\s*(<<|\\d+ 0 R)`));
  if (at === -1) return '';
  const rest = dictionary.slice(at + key.length + 1).trimStart();
  const ref = /^(\d+) 0 R/.exec(rest);
  if (ref) return objects.get(Number(ref[1]))?.dictionary ?? '';
  let depth = 0;
  for (let i = 0; i < rest.length; i += 1) {
    if (rest.startsWith('<<', i)) depth += 1;
    if (rest.startsWith('>>', i) && --depth === 0) return rest.slice(2, i);
  }
  return '';
}

const refs = (text: string) => [...text.matchAll(/\/([^\s/<>[\]()]+)\s+(\d+) 0 R/g)];

/** Glyph id (4 hex digits) → its text, from the font's ToUnicode CMap; undefined for a standard font. */
function toUnicode(objects: Map<number, PdfObject>, font: PdfObject | undefined): Map<string, string> | undefined {
  const ref = /\/ToUnicode (\d+) 0 R/.exec(font?.dictionary ?? '')?.[1];
  const cmap = ref && objects.get(Number(ref))?.data;
  if (!cmap) return undefined;
  const map = new Map<string, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, glyph = '', text = ''] of (block[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]*)>/g))
      map.set(glyph.toLowerCase(), Buffer.from(text, 'hex').swap16().toString('utf16le'));
  return map;
}

export function pdfText(bytes: Uint8Array): string {
  const objects = readObjects(Buffer.from(bytes).toString('latin1'));
  const lines: string[] = [];
  for (const page of [...objects.values()].filter((o) => /\/Type \/Page\b/.test(o.dictionary))) {
    const fonts = new Map(
      refs(entry(objects, entry(objects, page.dictionary, 'Resources'), 'Font')).map(([, name, ref]) => [
        name as string,
        toUnicode(objects, objects.get(Number(ref))),
      ]),
    );
    const contents = /\/Contents\s*(\[[^\]]*\]|\d+ 0 R)/.exec(page.dictionary)?.[1] ?? '';
    const content = [...contents.matchAll(/(\d+) 0 R/g)].map((m) => objects.get(Number(m[1]))?.data ?? '').join('\n');
    let glyphs: Map<string, string> | undefined;
    for (const [, font, hex] of content.matchAll(/\/([^\s/<>[\]()]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g)) {
      if (font !== undefined) glyphs = fonts.get(font);
      else if (glyphs)
        lines.push((hex?.match(/.{4}/g) ?? []).map((id) => glyphs?.get(id.toLowerCase()) ?? '\uFFFD').join(''));
      else lines.push(Buffer.from(hex ?? '', 'hex').toString('latin1'));
    }
  }
  return lines.join('\n');
}
