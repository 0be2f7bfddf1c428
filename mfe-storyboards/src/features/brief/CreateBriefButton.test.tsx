import { screen } from '@testing-library/react';
import { ROLES, TIERS } from '@portal/shared-contracts/core';
import { BRIEF_TEXTS } from '@portal/shared-contracts/storyboards';
import { fakeMountProps, renderWithProviders } from '../../testing/renderWithProviders';
import { signedInSession } from '../../testing/sessions';
import { CreateBriefButton } from './CreateBriefButton';

const renderFor = (session: ReturnType<typeof signedInSession>) =>
  renderWithProviders(<CreateBriefButton />, { mountProps: fakeMountProps({ session }) });

describe('CreateBriefButton', () => {
  it.each([
    ['a Beginner', signedInSession(ROLES.customer, TIERS.Beginner)],
    ['a Pro', signedInSession(ROLES.customer, TIERS.Pro)],
    ['an admin', signedInSession(ROLES.admin, null)],
  ])('shows for %s (requestStoryboard)', (_who, session) => {
    renderFor(session);
    expect(screen.getByRole('button', { name: BRIEF_TEXTS.createBrief })).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('hides for a customer with no plan, as Request Storyboard does (001 §6)', () => {
    renderFor(signedInSession(ROLES.customer, null));
    expect(screen.queryByRole('button', { name: BRIEF_TEXTS.createBrief })).not.toBeInTheDocument();
  });
});
