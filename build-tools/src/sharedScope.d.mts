import type { Page } from '@playwright/test';
export declare function loadedSharedModules(page: Page): Promise<Record<string, string[]>>;

export declare const STANDALONE_SHELL_MARKER: string;
export declare const FEDERATION_CORE_MARKER: string;
export declare function providedShares(page: Page, hostContainer: string): Promise<string[]>;
