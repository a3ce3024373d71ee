export declare const PLACEHOLDER_ORIGIN: string;

export declare function renderedSiteUrl(siteUrl: string): string;

export declare class FlightFormatError extends Error {
  constructor(message: string);
}

export declare function swapInText(text: string, from: string, to: string): string;

export declare function swapInFlight(bytes: Uint8Array, from: string, to: string): Buffer;

export declare function swapInHtml(html: string, from: string, to: string): string;

export declare function swapOrigin<T>(value: T, from: string, to: string): T;
