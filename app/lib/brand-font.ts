/**
 * The display face, Cormorant Garamond (37 kB), joins the page once the page has loaded, never
 * before its first paint: headings paint at once in a local serif tuned to the face's metrics
 * (app/app.css), and the face takes over when it is in the browser, so nothing moves.
 *
 * Run in the document's <head> (app/root.tsx). Once the page has loaded and painted (the frame
 * after `load`: on a fast link `load` can come before the first paint), it asks the browser for
 * the face declared in the stylesheet (`document.fonts.load`); once it is there, `data-brand-font` on <html> puts it
 * first in `--font-display`. A browser that has loaded it before (remembered in localStorage, the
 * file itself is cached for a year) gets the attribute at once, before anything paints. A visitor
 * who asked to save data (`Save-Data`) keeps the local serif.
 */
export const BRAND_FONT_ATTRIBUTE = "data-brand-font";

export const BRAND_FONT_FAMILY = "Cormorant Garamond";

/** The localStorage key that remembers the face has been loaded in this browser. */
export const BRAND_FONT_STORAGE_KEY = "brand-font";

export const BRAND_FONT_LOADER = `(function(d,w){var h=d.documentElement;function on(){h.setAttribute(${JSON.stringify(BRAND_FONT_ATTRIBUTE)},"")}try{if(w.localStorage.getItem(${JSON.stringify(BRAND_FONT_STORAGE_KEY)})){on();return}}catch(e){}var c=w.navigator.connection;if(!d.fonts||(c&&c.saveData))return;w.addEventListener("load",function(){w.requestAnimationFrame(function(){setTimeout(function(){d.fonts.load(${JSON.stringify(`1em "${BRAND_FONT_FAMILY}"`)}).then(function(f){if(!f.length)return;on();try{w.localStorage.setItem(${JSON.stringify(BRAND_FONT_STORAGE_KEY)},"1")}catch(e){}},function(){})})})})})(document,window)`;
