/** The wrapper and every module it loads, as paths from the repository's root. */
export declare const WRAPPER_FILES: readonly string[];

/** Puts the wrapper in front of Next's server in the build's .next/standalone. */
export declare function wrapStandaloneServer(standaloneDir: string): Promise<void>;
