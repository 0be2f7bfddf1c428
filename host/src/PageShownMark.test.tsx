import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { PageShownMark } from './PageShownMark';
import { resetPageShown, whenPageShown } from './pageShown';

describe('PageShownMark', () => {
  beforeEach(() => resetPageShown());

  it("marks the page shown once the page beside it has committed, not while the page's chunk loads", async () => {
    let load: (page: { default: () => React.ReactElement }) => void = () => undefined;
    const Page = lazy(() => new Promise<{ default: () => React.ReactElement }>((resolve) => (load = resolve)));
    let shown = false;
    void whenPageShown(60_000).then(() => (shown = true));
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
        <PageShownMark />
      </Suspense>,
    );
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(shown).toBe(false);
    await act(async () => load({ default: () => <h1>Welcome</h1> }));
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(shown).toBe(true);
  });
});
