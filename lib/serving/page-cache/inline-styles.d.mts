export declare function stylesheetInliner(staticDir: string): (html: string) => string;
