export declare const CSP_HEADER: string;

export declare function contentSecurityPolicy(options?: {
  scriptSources?: readonly string[];
  styleSources?: readonly string[];
}): string;

export declare const SECURITY_HEADERS: readonly { readonly key: string; readonly value: string }[];

export declare function inlineScriptHashes(html: string): string[];

export declare function inlineStyleHashes(html: string): string[];
