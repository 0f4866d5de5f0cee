/** Modules that only the build makes (`scripts/vite/`). */
declare module 'virtual:block-chunks' {
  /** Block module → the browser chunks it needs; null outside a production server build. */
  const chunks: Record<string, string[]> | null;
  export default chunks;
}
