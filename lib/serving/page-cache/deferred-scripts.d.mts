export declare const START_WITHIN_MS: number;
export declare function deferScripts(html: string): string;
export declare function deferredChunks(html: string): Array<[string, string]>;
