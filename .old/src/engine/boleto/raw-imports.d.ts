/** Vite's `?raw` imports (tests read docs/*.md this way, without Node built-ins). */
declare module "*.md?raw" {
  const text: string;
  export default text;
}
