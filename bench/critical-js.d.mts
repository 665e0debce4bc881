export const FIRST_PAINT_JS_BUDGET: number;
export const BACKEND_MODULES: string[];
export const PUBLIC_READER_MODULES: string[];
export function gzipBytes(path: string): number;
export function entryJs(dist: string): { bytes: number; files: string[]; app: string[] };
export function criticalJs(dist: string, page: string): { bytes: number; files: string[] };
export function backendFiles(dist: string): Set<string>;
export function publicReaderFiles(dist: string): Set<string>;
export function pageModules(dist: string): string[];
