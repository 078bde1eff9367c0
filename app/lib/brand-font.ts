import fontUrl from "@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2?url";

/**
 * The display face, Cormorant Garamond (one variable file for weights 300-700, Latin, 37 kB),
 * joins the document at the visitor's first move to another page, never under the page being read
 * (ADR 097).
 *
 * Headings name the family first (`--font-display` in app/app.css) but no stylesheet declares a
 * face for it, so they paint at once in a local serif tuned to its metrics (fallback-fonts.css)
 * and the browser fetches nothing. Once the page has hydrated (ADR 053), this loads the file with
 * the FontFace API, and keeps the face out of the document. The tuning matches the face's average
 * width, not each string's: added under the page, the face moved centred headings by 3-6 px and
 * made some texts a line longer at a phone's width (docs/benchmarks.md). Added as the next page is
 * drawn, it moves nothing the visitor has seen: that page's text is new, and it is drawn in the
 * face from its first frame.
 *
 * A visitor who asked to save data (`Save-Data`) keeps the local serif; a failed download leaves
 * it too. The file is cached for a year: on a later visit it loads from disk, and still joins at
 * the next page.
 */
export const BRAND_FONT_FAMILY = "Cormorant Garamond";

/**
 * The face as @fontsource-variable declares it, less what a face added already loaded does not
 * need: its `font-display`, and its `unicode-range` (which only decides whether a page fetches the
 * file; characters the file lacks fall back to the next family either way).
 */
const BRAND_FONT_FACE = { source: `url(${fontUrl}) format("woff2")`, descriptors: { weight: "300 700" } } as const;

export type BrandFont = {
  /** Downloads the face without adding it; resolves whether it is ready to join. Once per document. */
  load(): Promise<boolean>;
  /** Adds the face to the document if it has loaded; returns whether the document now has it. */
  join(): boolean;
};

/** The face's download and its joining, for one document. */
export function createBrandFont(): BrandFont {
  let loading: Promise<boolean> | undefined;
  let face: FontFace | undefined;
  let joined = false;
  return {
    load() {
      loading ??= (async () => {
        const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
        if (!document.fonts || typeof FontFace !== "function" || connection?.saveData) return false;
        try {
          face = await new FontFace(BRAND_FONT_FAMILY, BRAND_FONT_FACE.source, BRAND_FONT_FACE.descriptors).load();
          return true;
        } catch {
          // Offline, blocked or corrupt: the tuned local serif stays, which is what the page shows anyway.
          return false;
        }
      })();
      return loading;
    },
    join() {
      if (face && !joined) {
        document.fonts.add(face);
        joined = true;
      }
      return joined;
    },
  };
}

/** The document's display face: the root route loads it after hydration and joins it on navigation. */
export const brandFont = createBrandFont();
