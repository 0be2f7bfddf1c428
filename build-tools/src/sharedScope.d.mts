import type { Page } from '@playwright/test';
export declare function loadedSharedModules(page: Page): Promise<Record<string, string[]>>;

export declare const STANDALONE_SHELL_MARKER: string;
export declare const FEDERATION_CORE_MARKER: string;
export declare const BUNDLER_RUNTIME_MARKER: string;
export declare function providedShares(page: Page, hostContainer: string): Promise<string[]>;
export declare const IDENTITY_MARKER: string;
export declare function hostRanChunkWith(page: Page, marker: string): Promise<boolean>;
