/** Where the ARIA tables are written: src/service/analyzer/checks/aria-tables.json. */
export declare const ARIA_TABLES_FILE: string;
/** The text `node scripts/write-aria-tables.mjs` writes there. */
export declare function ariaTablesFile(): Promise<string>;
