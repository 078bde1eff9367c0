/** A script's text, minified by the build (`minifiedScripts` in vite.config.ts). */
declare module "*?minified" {
  const source: string;
  export default source;
}
