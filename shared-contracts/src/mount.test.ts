import { pagePreloader } from './mount';

describe('pagePreloader', () => {
  it('starts only the chunk of the page whose pattern matches the path, and settles once it is in', async () => {
    const list = jest.fn().mockResolvedValue({});
    const detail = jest.fn().mockResolvedValue({});
    const preload = pagePreloader([
      { path: '/storyboards', load: list },
      { path: '/storyboards/:id', load: detail },
    ]);
    await expect(preload('/storyboards/42')).resolves.toBeUndefined();
    expect(detail).toHaveBeenCalledTimes(1);
    expect(list).not.toHaveBeenCalled();
  });

  it('does nothing for a path none of its pages own', () => {
    const load = jest.fn().mockResolvedValue({});
    pagePreloader([{ path: '/metrics', load }])('/welcome');
    expect(load).not.toHaveBeenCalled();
  });

  it('leaves a failed download to the page’s own load (no unhandled rejection)', async () => {
    const failure = Promise.reject(new Error('ChunkLoadError'));
    const load = jest.fn().mockReturnValue(failure);
    await expect(pagePreloader([{ path: '/', load }])('/')).resolves.toBeUndefined();
    await expect(failure).rejects.toThrow('ChunkLoadError');
  });
});
