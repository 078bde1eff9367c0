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
 * it too. The file is cached for a year, so on the next page it is added as soon as it is read.
 */
export const BRAND_FONT_FAMILY = "Cormorant Garamond";

/**
 * The face as @fontsource-variable declares it, less what a face added already loaded does not
 * need: its `font-display`, and its `unicode-range` (which only decides whether a page fetches the
 * file; characters the file lacks fall back to the next family either way).
 */
const BRAND_FONT_FACE = { source: `url(${fontUrl}) format("woff2")`, descriptors: { weight: "300 700" } } as const;

/**
 * Loads the face and adds it to the document; resolves whether it was added. The root route calls
 * it once, when the page has hydrated.
 */
export async function loadBrandFont(): Promise<boolean> {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (!document.fonts || typeof FontFace !== "function" || connection?.saveData) return false;
  try {
    document.fonts.add(await new FontFace(BRAND_FONT_FAMILY, BRAND_FONT_FACE.source, BRAND_FONT_FACE.descriptors).load());
    return true;
  } catch {
    // Offline, blocked or corrupt: the tuned local serif stays, which is what the page shows anyway.
    return false;
  }
}
