/** Types of scripts/chromium.mjs for the TypeScript tests. */
export declare const chromiumPath: string;
export declare const quietChromiumFlags: readonly string[];
