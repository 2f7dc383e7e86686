import type { Plugin } from 'vite';

export const CATALOG_FILE: RegExp;
export function compileCatalog(json: string, file: string): Record<string, unknown>;
export function messageCatalogs(): Plugin;
