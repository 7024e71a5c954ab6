// One pdfmake for every PDF the server writes (exports, the crew record sheet, the logbook report):
// the Roboto fonts pdfmake ships, and no file or URL outside them may be read by a document.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

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
