import type { Metafile } from 'esbuild';

/** esbuild into outDir: what `npm run bundle` does for dist/ (with source maps for the bench); esbuild's metafile. */
export declare function bundle(outDir: string, options?: { sourcemap?: boolean }): Promise<Metafile>;
