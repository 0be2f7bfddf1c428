export type TestMediaKind = 'threeScenes' | 'video' | 'still' | 'tone';
export interface TestMedia {
  readonly file: string;
  readonly fileName: string;
  readonly contentType: string;
}
export interface MediaRecipe {
  readonly ext: string;
  readonly contentType: string;
  readonly args: readonly string[];
}
export declare const TEST_MEDIA_RECIPES: Record<TestMediaKind, MediaRecipe>;
export declare function cachedMedia(name: string, recipe: MediaRecipe): Promise<TestMedia>;
export declare function testMedia(kind: TestMediaKind): Promise<TestMedia>;
