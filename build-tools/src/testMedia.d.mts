export type TestMediaKind = 'threeScenes' | 'video' | 'still' | 'tone';
export interface TestMedia {
  readonly file: string;
  readonly fileName: string;
  readonly contentType: string;
}
export declare const TEST_MEDIA_RECIPES: Record<TestMediaKind, { readonly ext: string; readonly contentType: string; readonly args: readonly string[] }>;
export declare function testMedia(kind: TestMediaKind): Promise<TestMedia>;
