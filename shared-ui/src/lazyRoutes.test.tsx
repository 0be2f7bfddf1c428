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
    await expect(preload('/x')).resolves.toBeUndefined();
    expect(failing).toHaveBeenCalledTimes(1);
  });

  it('settles once the page chunk is in', async () => {
    let arrive: (module: { default: typeof Page }) => void = () => undefined;
    const { preload } = lazyRoutes([{ path: '/x', load: () => new Promise((resolve) => (arrive = resolve)) }]);
    let settled = false;
    void preload('/x').then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    arrive({ default: Page });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(true);
  });
});
