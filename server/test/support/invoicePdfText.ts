/**
 * The text of a PDF that pdfkit wrote in embedded fonts: each font writes glyph numbers, not
 * characters, and maps them back to characters in its ToUnicode map, which is what a PDF
 * reader's copy and search use too. Enough of PDF for pdfkit's own output only.
 */
import { inflateSync } from 'node:zlib';

/** The PDF as latin1 text, each Flate-compressed stream inflated in place. */
function inflated(pdf: Buffer): string {
  return pdf
    .toString('latin1')
    .replace(
      /(\/Filter \/FlateDecode[^>]*>>\s*stream\r?\n)([\s\S]*?)(\r?\nendstream)/g,
      (_whole, head: string, data: string, tail: string) =>
        head + inflateSync(Buffer.from(data, 'latin1')).toString('latin1') + tail,
    );
}

/** The objects of the PDF, by number: their text up to `endobj`. */
function objects(pdf: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of pdf.matchAll(/(\d+) 0 obj([\s\S]*?)endobj/g)) {
    found.set(match[1] ?? '', match[2] ?? '');
  }
  return found;
}

/** A ToUnicode map's glyphs: pdfkit writes ranges `<first> <last> [<unicode> …]`. */
function glyphMap(cmap: string): Map<number, string> {
  const glyphs = new Map<number, string>();
  for (const [, first = '0', list = ''] of cmap.matchAll(
    /<([0-9a-f]+)> <[0-9a-f]+> \[([^\]]*)\]/gi,
  )) {
    [...list.matchAll(/<([0-9a-f]+)>/gi)].forEach(([, hex = ''], index) => {
      const units = hex.match(/.{4}/g)?.map((unit) => parseInt(unit, 16)) ?? [];
      glyphs.set(parseInt(first, 16) + index, String.fromCharCode(...units));
    });
  }
  return glyphs;
}

/** Each font resource's name (F1) and its glyphs. */
function fontsOf(pdf: string, byNumber: Map<string, string>): Map<string, Map<number, string>> {
  const fonts = new Map<string, Map<number, string>>();
  for (const [, name = '', ref = ''] of pdf.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(byNumber.get(ref) ?? '')?.[1];
    const cmap = byNumber.get(toUnicode ?? '');
    if (cmap) fonts.set(name, glyphMap(cmap));
  }
  return fonts;
}

/** The PDF's text, a line per run of text shown. */
export function pdfText(pdf: Buffer): string {
  const source = inflated(pdf);
  const fonts = fontsOf(source, objects(source));
  const lines: string[] = [];
  let glyphs = new Map<number, string>();
  for (const [, font, shown] of source.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
    if (font) glyphs = fonts.get(font) ?? new Map();
    if (shown === undefined) continue;
    const hex = [...shown.matchAll(/<([0-9a-f]+)>/gi)].map(([, part]) => part).join('');
    const codes = hex.match(/.{4}/g) ?? [];
    lines.push(codes.map((code) => glyphs.get(parseInt(code, 16)) ?? '?').join(''));
  }
  return lines.join('\n');
}
