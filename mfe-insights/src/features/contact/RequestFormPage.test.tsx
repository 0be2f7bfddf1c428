import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/renderWithProviders';
import RequestFormPage from './RequestFormPage';
import { HOSTED_FORMS } from './contactContent';

describe('RequestFormPage', () => {
  it('is headed CUSTOM STORYBOARD REQUEST FORM and titled Request Form', () => {
    renderWithProviders(<RequestFormPage />, { url: '/requestform' });
    expect(screen.getByRole('heading', { level: 1, name: 'CUSTOM STORYBOARD REQUEST FORM' })).toBeInTheDocument();
    expect(document.title).toMatch(/Request Form$/);
  });

  it('explains that delivery takes about 2 weeks', () => {
    renderWithProviders(<RequestFormPage />, { url: '/requestform' });
    expect(screen.getByText(/Custom storyboards are delivered in about 2 weeks\./)).toBeInTheDocument();
  });

  it('links out to the hosted request form instead of embedding it', () => {
    const { container } = renderWithProviders(<RequestFormPage />, { url: '/requestform' });
    const link = screen.getByRole('link', { name: /Open the request form/ });
    expect(link).toHaveAttribute('href', HOSTED_FORMS.customStoryboardRequest);
    expect(link).toHaveAttribute('target', '_blank');
    expect(container.querySelector('iframe')).toBeNull();
  });
});
