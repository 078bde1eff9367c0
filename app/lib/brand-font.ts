import fontUrl from "@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2?url";

/**
 * The display face, Cormorant Garamond (37 kB), joins the page once the page has loaded, never
 * before its first paint: headings paint at once in a local serif tuned to the face's metrics
 * (app/app.css), and the face takes over when it is in the browser, so nothing moves.
 *
 * The stylesheet names the family first in `--font-display` but declares no face for it, so the
 * browser uses the local serif and fetches nothing. This script, in the document's <head>
 * (app/root.tsx), adds the face with the FontFace API once the page has loaded and painted (the
 * frame after `load`: on a fast link `load` can come before the first paint) and loads it; the
 * browser then redraws only the text set in it, and `data-brand-font` on <html> says it is there.
 * A browser that has loaded it before (remembered in localStorage; the file is cached for a year)
 * gets the face at once, before anything paints. A visitor who asked to save data (`Save-Data`)
 * keeps the local serif.
 */
export const BRAND_FONT_ATTRIBUTE = "data-brand-font";

export const BRAND_FONT_FAMILY = "Cormorant Garamond";

/** The localStorage key that remembers the face has been loaded in this browser. */
export const BRAND_FONT_STORAGE_KEY = "brand-font";

/** The face as @fontsource-variable declares it: one variable file for weights 300-700, Latin. */
export const BRAND_FONT_FACE = {
  source: `url(${fontUrl}) format("woff2")`,
  descriptors: {
    style: "normal",
    weight: "300 700",
    display: "swap",
    unicodeRange:
      "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD",
  },
} as const;

const json = JSON.stringify;

export const BRAND_FONT_LOADER = `(function(d,w){if(!d.fonts||!w.FontFace)return;var h=d.documentElement,k=${json(BRAND_FONT_STORAGE_KEY)};
var f=new FontFace(${json(BRAND_FONT_FAMILY)},${json(BRAND_FONT_FACE.source)},${json(BRAND_FONT_FACE.descriptors)});
function on(){h.setAttribute(${json(BRAND_FONT_ATTRIBUTE)},"")}
try{if(w.localStorage.getItem(k)){d.fonts.add(f);on();return}}catch(e){}
var c=w.navigator.connection;if(c&&c.saveData)return;
w.addEventListener("load",function(){w.requestAnimationFrame(function(){setTimeout(function(){f.load().then(function(){d.fonts.add(f);on();try{w.localStorage.setItem(k,"1")}catch(e){}},function(){})})})})})(document,window)`;
