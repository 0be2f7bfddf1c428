import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/renderWithProviders';
import PrivacyPage from './PrivacyPage';

describe('PrivacyPage', () => {
  it('is titled Privacy Policy and was last updated July 2020', () => {
    renderWithProviders(<PrivacyPage />, { url: '/policy/privacy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('Last updated July 2020')).toBeInTheDocument();
    expect(document.title).toMatch(/Privacy Policy$/);
  });

  it('covers the sections expected under Australian privacy law', () => {
    renderWithProviders(<PrivacyPage />, { url: '/policy/privacy' });
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections).toEqual([
      'Scope',
      'Personal information',
      'What we collect',
      'How we collect it',
      'Use and disclosure',
      'Storage and security',
      'Access and correction',
      'Complaints',
      'Contact us',
    ]);
    expect(screen.getByText(/Privacy Act 1988 \(Cth\) and the Australian Privacy Principles/)).toBeInTheDocument();
  });

  it('requires parent or guardian consent for users under 18', () => {
    renderWithProviders(<PrivacyPage />, { url: '/policy/privacy' });
    expect(screen.getByText(/Users under 18 need the consent of a parent or guardian/)).toBeInTheDocument();
  });

  it('links to the contact form', () => {
    renderWithProviders(<PrivacyPage />, { url: '/policy/privacy' });
    const link = screen.getByRole('link', { name: 'contact form' });
    expect(link).toHaveAttribute('href', '/contactform');
    fireEvent.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/contactform$/);
  });
});
