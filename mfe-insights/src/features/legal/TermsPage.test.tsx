import { act, fireEvent, screen, within } from '@testing-library/react';
import { LEGAL_LABELS } from '@portal/shared-contracts/insights';
import { renderWithProviders } from '../../testing/renderWithProviders';
import TermsPage from './TermsPage';

const ANCHORS = [
  'Introduction',
  'Your relationship with the product',
  'Using the product services',
  'In the event of issues and conflicts',
];

const renderTerms = (): ReturnType<typeof renderWithProviders> => renderWithProviders(<TermsPage />, { url: '/policy/terms' });
const sidebar = (): HTMLElement => screen.getByRole('navigation', { name: 'Terms sections' });
const clockText = (): string => screen.getByText('Effective:').closest('p')?.textContent ?? '';

/** A controllable IntersectionObserver: tests decide what crosses the viewport. */
class FakeIntersectionObserver {
  static last: FakeIntersectionObserver | null = null;
  readonly observed: Element[] = [];
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.last = this;
  }
  observe(element: Element): void {
    this.observed.push(element);
  }
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  cross(crossing: Record<string, boolean>): void {
    const entries = this.observed.map((target) => ({ target, isIntersecting: crossing[target.id] ?? false }));
    this.callback(entries as unknown as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
}

describe('TermsPage', () => {
  afterEach(() => {
    jest.useRealTimers();
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('is titled Terms of Service', () => {
    renderTerms();
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(document.title).toMatch(/Terms of Service$/);
  });

  it('has a sidebar with the four section anchors, each leading to its section', () => {
    renderTerms();
    const links = within(sidebar()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(ANCHORS);
    for (const link of links) {
      const id = link.getAttribute('href')?.replace(/^#/, '') ?? '';
      const section = document.getElementById(id);
      expect(section).not.toBeNull();
      expect(within(section as HTMLElement).getAllByRole('heading', { level: 2 })[0]).toHaveTextContent(link.textContent ?? '');
    }
  });

  it('works without IntersectionObserver, highlighting the first section', () => {
    expect('IntersectionObserver' in window).toBe(false);
    renderTerms();
    expect(within(sidebar()).getByRole('link', { name: 'Introduction' })).toHaveAttribute('aria-current', 'location');
  });

  it('highlights the section being read as the page scrolls', () => {
    window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
    renderTerms();
    const observer = FakeIntersectionObserver.last;
    expect(observer?.observed).toHaveLength(4);

    act(() => observer?.cross({ 'terms-using-services': true, 'terms-issues': true }));
    expect(within(sidebar()).getByRole('link', { name: 'Using the product services' })).toHaveAttribute('aria-current', 'location');
    expect(within(sidebar()).getByRole('link', { name: 'Introduction' })).not.toHaveAttribute('aria-current');

    // Between headings nothing crosses: the highlight stays put.
    act(() => observer?.cross({}));
    expect(within(sidebar()).getByRole('link', { name: 'Using the product services' })).toHaveAttribute('aria-current', 'location');
  });

  it('moves the highlight and focus to a section whose anchor is followed', () => {
    renderTerms();
    fireEvent.click(within(sidebar()).getByRole('link', { name: 'In the event of issues and conflicts' }));
    expect(within(sidebar()).getByRole('link', { name: 'In the event of issues and conflicts' })).toHaveAttribute('aria-current', 'location');
    expect(screen.getByRole('heading', { level: 2, name: 'In the event of issues and conflicts' })).toHaveFocus();
  });

  it("shows today's date as the effective date", () => {
    renderTerms();
    const today = new Date().toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric' });
    expect(clockText()).toContain(`Effective: ${today}, `);
  });

  it('ticks the clock every second', () => {
    jest.useFakeTimers({ now: new Date(2026, 10, 22, 10, 41, 7) });
    renderTerms();
    expect(clockText()).toBe('Effective: 22 November 2026, 10:41:07');

    act(() => jest.advanceTimersByTime(1000));
    expect(clockText()).toBe('Effective: 22 November 2026, 10:41:08');

    act(() => jest.advanceTimersByTime(3000));
    expect(clockText()).toBe('Effective: 22 November 2026, 10:41:11');
  });

  it('rolls the date over at midnight', () => {
    jest.useFakeTimers({ now: new Date(2026, 10, 22, 23, 59, 59, 500) });
    renderTerms();
    expect(clockText()).toBe('Effective: 22 November 2026, 23:59:59');
    act(() => jest.advanceTimersByTime(500));
    expect(clockText()).toBe('Effective: 23 November 2026, 00:00:00');
  });

  it('keeps headings in order without skipping a level', () => {
    renderTerms();
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    levels.slice(1).forEach((level, i) => expect(level).toBeLessThanOrEqual((levels[i] ?? 0) + 1));
  });

  it('has every end user licence section', () => {
    renderTerms();
    const names = screen.getAllByRole('heading').map((h) => h.textContent);
    for (const name of LEGAL_LABELS.eulaSections) expect(names).toContain(name);
  });
});
