/** Types of build-inputs.mjs (plain JavaScript so `npm run build` can run it with node alone). */
export declare const BUILD_INPUTS: readonly string[];
export declare const HASH_FILE: string;
export declare function buildInputsHash(root: string): string;
export declare function builtHash(dist: string): string | null;
export declare function distIsCurrent(root: string, dist: string): boolean;
export declare function writeBuiltHash(root: string, dist: string, hash?: string): void;
