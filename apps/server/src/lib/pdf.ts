import type { PDFDocument, RGB } from 'pdf-lib';

/**
 * pdf-lib and fontkit load with the first PDF a process makes, not with the server: together they are
 * about 0.4 s of a start's module loading (bench/README.md, decision 085), and most starts make no PDF.
 * Modules that draw PDFs import only types from pdf-lib and call these.
 */
export function loadPdfLib(): Promise<typeof import('pdf-lib')> {
  return import('pdf-lib');
}

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];

/** fontkit, to embed a font file. Its Indic shaper (Devanagari conjuncts) needs regenerator's global first. */
export async function loadFontkit(): Promise<Fontkit> {
  await import('regenerator-runtime/runtime.js');
  // A CommonJS module: Node hands its exports over as the default export.
  const fontkit: unknown = await import('@pdf-lib/fontkit');
  return (fontkit as { default: Fontkit }).default;
}

/** pdf-lib's `rgb()`, without loading pdf-lib to make a constant. */
function rgb(red: number, green: number, blue: number): RGB {
  return { type: 'RGB', red, green, blue } as RGB;
}

/** The colours of every document Arogya prints. */
export const INK = rgb(0.1, 0.12, 0.16);
export const MUTED = rgb(0.4, 0.43, 0.48);
export const ACCENT = rgb(0.05, 0.45, 0.45);
export const RULE = rgb(0.75, 0.77, 0.8);
