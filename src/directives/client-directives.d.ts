/** The `client:interact` directive (src/directives/interact.ts, registered in astro.config.mjs). */
declare module 'astro' {
  interface AstroClientDirectives {
    /** 'load': hydrate now; 'interact': on the first interaction inside the island (decision 033). */
    'client:interact'?: 'load' | 'interact';
  }
}
export {};
