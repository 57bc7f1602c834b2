/** esbuild into outDir: what `npm run bundle` does for dist/ (with source maps for the bench). */
export declare function bundle(outDir: string, options?: { sourcemap?: boolean }): Promise<void>;
