// One pdfmake for every PDF the server writes (exports, the crew record sheet, the logbook report):
// the Roboto fonts pdfmake ships, and no file or URL outside them may be read by a document.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import pdfmake from 'pdfmake';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';

const fontsDir = join(
  dirname(createRequire(import.meta.url).resolve('pdfmake/package.json')),
  'fonts',
  'Roboto',
);
let isReady = false;

function prepare(): void {
  if (isReady) return;
  pdfmake.setFonts({
    Roboto: {
      normal: join(fontsDir, 'Roboto-Regular.ttf'),
      bold: join(fontsDir, 'Roboto-Medium.ttf'),
      italics: join(fontsDir, 'Roboto-Italic.ttf'),
      bolditalics: join(fontsDir, 'Roboto-MediumItalic.ttf'),
    },
  });
  pdfmake.setUrlAccessPolicy(() => false);
  (pdfmake as { setLocalAccessPolicy?: (allow: (path: string) => boolean) => void }).setLocalAccessPolicy?.(
    (path) => path.startsWith(fontsDir),
  );
  isReady = true;
}

/** The PDF of a pdfmake document definition. */
export function renderPdf(definition: TDocumentDefinitions): Promise<Buffer> {
  prepare();
  return pdfmake.createPdf(definition).getBuffer();
}

/** A label and its value, printed 'Vessel: Nordic Star'. */
export type PdfFact = readonly [label: string, value: string];

/**
 * The head of a report: its title, a small italic note beneath, and columns of facts side by side
 * (the vessel's in the first), `gap` points above what follows.
 */
export function pdfHeading(input: {
  title: string;
  titleSize: number;
  note: string;
  facts: readonly (readonly PdfFact[])[];
  gap: number;
}): Content[] {
  return [
    { text: input.title, fontSize: input.titleSize, bold: true },
    { text: input.note, fontSize: 7, italics: true, margin: [0, 0, 0, 6] },
    {
      columns: input.facts.map((column) => ({
        stack: column.map(([label, value]) => ({
          text: [{ text: `${label}: `, bold: true }, value],
          margin: [0, 0, 0, 2],
        })),
      })),
      margin: [0, 0, 0, input.gap],
    },
  ];
}
