/** `import css from './x.css'`: build.mjs turns a stylesheet into its minified text. */
declare module '*.css' {
  const css: string;
  export default css;
}
