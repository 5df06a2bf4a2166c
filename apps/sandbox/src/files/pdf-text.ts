// For tests: the text a PDF made by pdf-lib shows (its content streams inflated, the hex strings
// of Tj operators decoded), so a test can check what a document says.
import { inflateSync } from 'node:zlib';

export function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString('latin1');
  const parts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    const data = Buffer.from(match[1] ?? '', 'latin1');
    let content: string;
    try {
      content = inflateSync(data).toString('latin1');
    } catch {
      content = data.toString('latin1');
    }
    for (const text of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
      parts.push(Buffer.from(text[1] ?? '', 'hex').toString('latin1'));
  }
  return parts.join('\n');
}
