import { Suspense, type ComponentType } from 'react';
import { act, render, screen } from '@testing-library/react';
import { lazyComponent } from './lazyComponent';

function Greeting({ name }: { name: string }) {
  return <h1>Hello {name}</h1>;
}

const renderIn = (Component: ComponentType<{ name: string }>) =>
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Component name="Ada" />
    </Suspense>,
  );

describe('lazyComponent', () => {
  it('renders a loaded component at once, with no fallback', async () => {
    const loader = jest.fn(() => Promise.resolve({ default: Greeting }));
    const { Component, load } = lazyComponent(loader);
    await load();
    renderIn(Component);
    // In the first commit, not after a Suspense reveal.
    expect(screen.getByRole('heading', { name: 'Hello Ada' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    await load();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('suspends until its chunk arrives when it was not loaded before', async () => {
    let arrive: (module: { default: typeof Greeting }) => void = () => undefined;
    const { Component } = lazyComponent(() => new Promise<{ default: typeof Greeting }>((resolve) => (arrive = resolve)));
    renderIn(Component);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => arrive({ default: Greeting }));
    expect(await screen.findByRole('heading', { name: 'Hello Ada' })).toBeInTheDocument();
  });

  it('loads again after a failed load', async () => {
    const loader = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue({ default: Greeting });
    const { load } = lazyComponent(loader);
    await expect(load()).rejects.toThrow('ChunkLoadError');
    await expect(load()).resolves.toEqual({ default: Greeting });
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
