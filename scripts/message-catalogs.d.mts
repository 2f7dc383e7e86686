import type { Plugin } from 'vite';

export const CATALOG_FILE: RegExp;
export const NUMBERED_AREA: string;
export function compileCatalog(json: string, file: string): Record<string, unknown>;
export function messageNumbers(englishJson: string): Map<string, string>;
export function numberedCatalog(compiled: Record<string, unknown>, numbers: Map<string, string>, file: string): unknown[];
export function numberIdsInSource(code: string, numbers: Map<string, string>, file: string): string;
export function assertNoNumberedIdLeft(code: string, file: string): void;
export function messageCatalogs(options?: { numberIds?: boolean }): Plugin;
