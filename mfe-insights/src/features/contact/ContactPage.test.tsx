import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../testing/renderWithProviders';
import ContactPage from './ContactPage';
import { HOSTED_FORMS } from './contactContent';

describe('ContactPage', () => {
  it('is titled Contact Us', () => {
    renderWithProviders(<ContactPage />, { url: '/contactform' });
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(document.title).toMatch(/Contact Us$/);
  });

  it('shows opening hours Monday to Friday 09:00 to 17:30', () => {
    renderWithProviders(<ContactPage />, { url: '/contactform' });
    const details = screen.getByRole('region', { name: 'Our details' });
    expect(within(details).getByText('Monday to Friday 09:00 to 17:30')).toBeInTheDocument();
  });

  it('gives an Australian address, a phone number and an email', () => {
    renderWithProviders(<ContactPage />, { url: '/contactform' });
    const details = screen.getByRole('region', { name: 'Our details' });
    expect(within(details).getByText('Australia')).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: /^\(0\d\) \d{4} \d{4}$/ })).toHaveAttribute('href', expect.stringMatching(/^tel:\+61\d{9}$/));
    expect(within(details).getByRole('link', { name: /@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
  });

  it('links out to the hosted contact form instead of embedding it', () => {
    const { container } = renderWithProviders(<ContactPage />, { url: '/contactform' });
    const link = screen.getByRole('link', { name: /Open the contact form/ });
    expect(link).toHaveAttribute('href', HOSTED_FORMS.contact);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(link).toHaveAccessibleName('Open the contact form (opens in a new tab)');
    expect(container.querySelector('iframe')).toBeNull();
  });
});
