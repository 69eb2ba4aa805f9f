import type { Plugin } from 'vite';

/** Writes `.br` and `.gz` beside each text asset of the build of at least this many bytes. */
export declare const PRECOMPRESS_THRESHOLD: number;
export declare function precompress(): Plugin;
