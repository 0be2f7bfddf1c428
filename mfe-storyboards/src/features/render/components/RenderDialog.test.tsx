import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RENDER_MESSAGES } from '@portal/shared-contracts/storyboards';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { RenderDialog, type RenderDialogProps } from './RenderDialog';

function open(props: Partial<RenderDialogProps> = {}) {
  const onStart = jest.fn();
  const onCancel = jest.fn();
  renderWithProviders(<RenderDialog defaultTitle="Club open day" starting={false} message={null} error={null} onStart={onStart} onCancel={onCancel} {...props} />);
  const dialog = screen.getByRole('dialog', { name: 'Render Video' });
  return { onStart, onCancel, dialog, name: within(dialog).getByRole('textbox', { name: 'Project Name' }) };
}

describe('the "Render Video" dialog (001 §2)', () => {
  it('asks for the project name (the storyboard title at first) and starts with it trimmed', async () => {
    const { onStart, name, dialog } = open();
    expect(name).toHaveValue('Club open day');
    await userEvent.clear(name);
    await userEvent.type(name, '  Season cut ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start Render' }));
    expect(onStart).toHaveBeenCalledWith('Season cut');
  });

  it('will not start without a name, and Cancel closes it', async () => {
    const { onStart, onCancel, name, dialog } = open();
    fireEvent.change(name, { target: { value: '   ' } });
    expect(within(dialog).getByText('Please enter a project name.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Start Render' })).toBeDisabled();
    fireEvent.submit(within(dialog).getByRole('form', { name: 'Render Video' }));
    expect(onStart).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('says what the start is doing while it runs, and shows why it failed', () => {
    const { dialog } = open({ starting: true, message: 'Uploading file goal.mp4 (40%)' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Uploading file goal.mp4 (40%)');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(within(dialog).getByRole('textbox', { name: 'Project Name' })).toBeDisabled();
  });

  it("shows a refusal in the spec's words", () => {
    const { dialog } = open({ error: RENDER_MESSAGES.shotsAssetsMismatch });
    expect(within(dialog).getByText(RENDER_MESSAGES.shotsAssetsMismatch)).toBeInTheDocument();
  });
});
