import { lazyRoutes } from './lazyRoutes';

describe('lazyRoutes', () => {
  const Page = (): null => null;
  it('preloads only the chunk of the matching path, params included', () => {
    const terms = jest.fn(async () => ({ default: Page }));
    const topic = jest.fn(async () => ({ default: Page }));
    const { pages, preload } = lazyRoutes([
      { path: '/policy/terms', load: terms },
      { path: '/help/:topic', load: topic },
    ]);
    expect(pages.map((p) => p.path)).toEqual(['/policy/terms', '/help/:topic']);
    preload('/help/overview');
    expect(topic).toHaveBeenCalledTimes(1);
    expect(terms).not.toHaveBeenCalled();
    preload('/somewhere/else');
    expect(terms).not.toHaveBeenCalled();
  });

  it('swallows a failed preload (the render shows the error path)', async () => {
    const failing = jest.fn(() => Promise.reject(new Error('offline')));
    const { preload } = lazyRoutes([{ path: '/x', load: failing }]);
    expect(() => preload('/x')).not.toThrow();
    await Promise.resolve();
  });
});
