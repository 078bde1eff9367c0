import fontUrl from "@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2?url";

/**
 * The display face, Cormorant Garamond (one variable file for weights 300-700, Latin, 37 kB),
 * joins the page once React has hydrated it, never before its first paint (ADR 053).
 *
 * Headings name the family first (`--font-display` in app/app.css) but no stylesheet declares a
 * face for it, so they paint at once in a local serif tuned to its metrics (fallback-fonts.css)
 * and the browser fetches nothing. This loads the file with the FontFace API and adds the face to
 * the document only once it is in memory: the browser then lays out the text set in it once, and
 * nothing moves. Declared in a stylesheet instead, the face would cost a second layout of that
 * text the moment the stylesheet applied, before the file had even arrived.
 *
 * A visitor who asked to save data (`Save-Data`) keeps the local serif; a failed download leaves
 * it too. The file is cached for a year, so on the next page it is added at once.
 */
export const BRAND_FONT_FAMILY = "Cormorant Garamond";

/**
 * The face as @fontsource-variable declares it, less what a face added already loaded does not
 * need: its `font-display`, and its `unicode-range` (which only decides whether a page fetches the
 * file; characters the file lacks fall back to the next family either way).
 */
export const BRAND_FONT_FACE = { source: `url(${fontUrl}) format("woff2")`, descriptors: { weight: "300 700" } } as const;

/** What the loader needs of the browser; tests pass their own. */
export type FontHost = {
  fonts: { add(face: FontFace): unknown } | undefined;
  FontFace: (new (family: string, source: string, descriptors: FontFaceDescriptors) => FontFace) | undefined;
  saveData: boolean;
};

function browserHost(): FontHost {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return { fonts: document.fonts, FontFace: window.FontFace, saveData: connection?.saveData === true };
}

let started: Promise<boolean> | null = null;

/**
 * Loads the face and adds it to the document; resolves whether it was added. Once per page: a
 * second call returns the first one's promise.
 */
export function loadBrandFont(host: FontHost = browserHost()): Promise<boolean> {
  started ??= addWhenLoaded(host);
  return started;
}

async function addWhenLoaded({ fonts, FontFace: Face, saveData }: FontHost): Promise<boolean> {
  if (!fonts || !Face || saveData) return false;
  try {
    const face = await new Face(BRAND_FONT_FAMILY, BRAND_FONT_FACE.source, BRAND_FONT_FACE.descriptors).load();
    fonts.add(face);
    return true;
  } catch {
    // Offline, blocked or corrupt: the tuned local serif stays, which is what the page shows anyway.
    return false;
  }
}

/** Forgets that the face was asked for (tests only). */
export function resetBrandFontForTests(): void {
  started = null;
}
