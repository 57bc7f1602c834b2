/** tsc to libDir, then ncc into outDir: what `npm run bundle` does for dist/ and lib/. */
export declare function bundle(outDir: string, libDir: string): void;
