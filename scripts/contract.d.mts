/** docs/<name> -> the text `npm run contract` writes there. */
export declare function contractFiles(): Record<string, string>;
