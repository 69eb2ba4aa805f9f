import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const fontData = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/**
 * Test-only: the text of a PDF as a reader extracts it (Mozilla's PDF.js, not a search through the
 * bytes), one string per page with the page's text items joined by single spaces.
 */
export async function pdfPages(bytes: Uint8Array | Buffer): Promise<string[]> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: fontData,
    useSystemFonts: false,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const content = await (await pdf.getPage(n)).getTextContent();
      const items = content.items.flatMap((i) => ('str' in i && i.str ? [i.str] : []));
      pages.push(items.join(' ').replace(/\s+/g, ' ').trim());
    }
    return pages;
  } finally {
    await pdf.destroy();
  }
}

/** Test-only: all the text of a PDF (its pages joined). */
export const pdfText = async (bytes: Uint8Array | Buffer) => (await pdfPages(bytes)).join('\n');
