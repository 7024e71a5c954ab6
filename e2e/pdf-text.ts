// The text a PDF written by the server (pdfmake on pdfkit) shows, for the specs to read what a book
// prints: its streams inflated, each font's ToUnicode map read, and the strings of the content streams
// (Tj, TJ) decoded with the map of the font in use. Enough for pdfkit's output (embedded fonts with
// two-byte glyph codes), not a general PDF parser. Lines: the texts on one baseline.
import { inflateSync } from 'node:zlib';

type PdfObject = { dict: string; stream: Buffer | null };

function objectsOf(bytes: Buffer): Map<number, PdfObject> {
  const text = bytes.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const start = /(\d+) 0 obj\b/g;
  for (let match = start.exec(text); match; match = start.exec(text)) {
    const end = text.indexOf('endobj', match.index);
    const body = text.slice(match.index + match[0].length, end);
    const streamAt = body.indexOf('stream');
    let stream: Buffer | null = null;
    let dict = body;
    if (streamAt >= 0) {
      dict = body.slice(0, streamAt);
      const from =
        match.index + match[0].length + streamAt + 'stream'.length + (body[streamAt + 6] === '\r' ? 2 : 1);
      const to = text.indexOf('endstream', from);
      const raw = bytes.subarray(from, to);
      stream = /\/FlateDecode/.test(dict) ? inflateSync(raw) : raw;
    }
    objects.set(Number(match[1]), { dict, stream });
    start.lastIndex = end;
  }
  return objects;
}

/** A ToUnicode CMap's codes to text (bfchar and bfrange). */
function cmapOf(source: string): Map<string, string> {
  const map = new Map<string, string>();
  const unicode = (hex: string) =>
    String.fromCharCode(...(hex.replace(/\s/g, '').match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));
  for (const block of source.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      map.set(code!.toLowerCase(), unicode(text!));
    }
  }
  for (const block of source.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, target] of block[1]!.matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g,
    )) {
      const first = parseInt(from!, 16);
      const last = parseInt(to!, 16);
      const targets = target!.startsWith('[')
        ? [...target!.matchAll(/<([0-9a-fA-F\s]+)>/g)].map((m) => m[1]!)
        : null;
      for (let code = first; code <= last; code += 1) {
        const key = code.toString(16).padStart(from!.length, '0');
        if (targets) map.set(key, unicode(targets[code - first] ?? ''));
        else {
          const base = parseInt(target!.slice(1, -1), 16) + (code - first);
          map.set(key, String.fromCharCode(base));
        }
      }
    }
  }
  return map;
}

export function pdfText(bytes: Buffer): string {
  const objects = objectsOf(bytes);
  // Font resource names (/F1) to their ToUnicode maps.
  const fonts = new Map<string, Map<string, string>>();
  const fontMaps = new Map<number, Map<string, string>>();
  for (const [number, object] of objects) {
    const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(object.dict);
    const stream = toUnicode ? objects.get(Number(toUnicode[1]))?.stream : undefined;
    if (stream) fontMaps.set(number, cmapOf(stream.toString('latin1')));
  }
  for (const object of objects.values()) {
    for (const [, name, number] of object.dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const map = fontMaps.get(Number(number));
      if (map) fonts.set(name!, map);
    }
  }
  // Fragments on the same baseline form a line (pdfmake writes a line's words as separate texts).
  let text = '';
  for (const object of objects.values()) {
    if (!object.stream || fontMaps.size === 0) continue;
    const content = object.stream.toString('latin1');
    if (!/\bBT\b/.test(content)) continue;
    let font: Map<string, string> | undefined;
    let baseline: string | null = null;
    const decode = (hex: string) =>
      (hex.match(/.{4}/g) ?? []).map((code) => font?.get(code.toLowerCase()) ?? '').join('');
    const tokens =
      /\/(F\d+)\s+[\d.]+\s+Tf|[-\d.]+\s+[-\d.]+\s+[-\d.]+\s+[-\d.]+\s+[-\d.]+\s+([-\d.]+)\s+Tm|\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g;
    for (const token of content.matchAll(tokens)) {
      if (token[1]) font = fonts.get(token[1]);
      else if (token[2] !== undefined) {
        if (baseline !== null && token[2] !== baseline) text += '\n';
        baseline = token[2];
      } else if (token[3] !== undefined) {
        text += [...token[3].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => decode(m[1]!)).join('');
      } else if (token[4] !== undefined) text += decode(token[4]);
    }
    text += '\n';
  }
  return text;
}
