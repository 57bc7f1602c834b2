/** esbuild into outDir: what `npm run bundle` does for dist/. */
export declare function bundle(outDir: string): Promise<void>;
