/** build.mjs turns a `.css` import into its minified text (the widget adopts it itself). */
declare module '*.css' {
  const css: string;
  export default css;
}
