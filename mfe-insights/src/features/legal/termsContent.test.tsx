import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/renderWithProviders';
import TermsPage from './TermsPage';

const articleText = (): string => {
  renderWithProviders(<TermsPage />, { url: '/policy/terms' });
  return screen.getByRole('article', { name: 'Terms of Service' }).textContent ?? '';
};

describe('Terms of Service text', () => {
  it.each([
    // 000 §9 terms figures
    ['uptime target', 'availability of 95.5%'],
    ['monthly reports', 'Within 10 business days of the end of each monthly period'],
    ['payment terms', 'payable within 14 business days'],
    ['late interest', '2% a year above the cash rate target of the Reserve Bank of Australia'],
    ['fee rises', "no more than once a year, and only after giving the client at least 30 days' written notice"],
    ['liability cap', 'limited to AU$50,000 in any period of twelve months'],
    ['breach notice', 'within 72 hours of becoming aware of it'],
    ['retention', 'personal data for up to 3 years'],
    ['data copy', 'daily rate of $1,875'],
    ['renewal', 'renews automatically in 1-year steps'],
    ['remedy period', 'within 30 days of receiving notice'],
    ['dispute meeting', 'within 15 business days of the notice'],
    ['data after termination', 'request its data for up to one month'],
    ['governing law', 'the territory of Canberra'],
    // 000 §1 service terms
    ['term start', "starts when the client's account is created and runs as an annual subscription"],
    ['fee basis', "The annual fee depends on the client's subscription"],
    ['coverage', 'worldwide coverage'],
    ['storage', '25 TB of storage, with more available on request'],
    ['unlimited', 'unlimited scripts, video production and users'],
    ['support', 'support by phone and email, Monday to Friday 9am-6pm, with a 24-hour turnaround on email, free of charge'],
    ['premium 2-10', '2\u201310 scripts: $3,000 each'],
    ['premium 11-20', '11\u201320 scripts: $2,500 each'],
    ['premium 21+', '21 or more scripts: $2,000 each'],
    ['currency', 'payment must be made in Australian Dollars'],
    // licence (000 §2, 002 §2)
    ['age', 'over 18 to use the product, unless a parent or guardian has consented'],
    ['dates', 'last updated July 2020; revised November 2023'],
    ['Apple terms', 'Apple has no obligation to provide maintenance or support'],
    ['accessibility', 'partially conforms with the Web Content Accessibility Guidelines (WCAG 2.1 AA)'],
    ['accessibility reply', 'within 48 hours and propose a solution within 10 business days'],
    ['project codes', 'a private code for testing (Dev) and a public-facing code (Live)'],
  ])('states the %s', (_what, phrase) => {
    const text = articleText() + (document.querySelector('header')?.textContent ?? '');
    expect(text).toContain(phrase);
  });

  it('links to the contact form', () => {
    renderWithProviders(<TermsPage />, { url: '/policy/terms' });
    const links = screen.getAllByRole('link', { name: 'contact form' });
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toHaveAttribute('href', '/contactform');
  });
});
