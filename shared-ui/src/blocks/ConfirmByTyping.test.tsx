import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LABELS } from '@portal/shared-contracts/core';
import { CONFIRM_DIALOG_TEXTS, CONFIRM_WORDS } from '@portal/shared-contracts/storyboards';
import { ConfirmByTyping, confirmWordTyped, type ConfirmByTypingProps } from './ConfirmByTyping';

describe('confirmWordTyped', () => {
  it.each([
    ['delete', true],
    ['  delete ', true],
    ['', false],
    ['delet', false],
    ['Delete', false],
    ['deleted', false],
    ['unlist', false],
  ])('%j -> %s', (typed, expected) => {
    expect(confirmWordTyped(typed, CONFIRM_WORDS.DELETE)).toBe(expected);
  });
});

function renderDialog(overrides: Partial<ConfirmByTypingProps> = {}) {
  const props: ConfirmByTypingProps = {
    open: true,
    title: CONFIRM_DIALOG_TEXTS.deleteStoryboardTitle,
    word: CONFIRM_WORDS.DELETE,
    prompt: CONFIRM_DIALOG_TEXTS.deletePrompt,
    confirmLabel: CONFIRM_DIALOG_TEXTS.deleteButton,
    onConfirm: jest.fn(),
    onCancel: jest.fn(),
    ...overrides,
  };
  const view = render(<ConfirmByTyping {...props} />);
  return { ...view, props };
}

describe('ConfirmByTyping', () => {
  it('enables Delete only once the word is typed, then confirms', async () => {
    const user = userEvent.setup();
    const { props } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: CONFIRM_DIALOG_TEXTS.deleteStoryboardTitle });
    const confirm = within(dialog).getByRole('button', { name: CONFIRM_DIALOG_TEXTS.deleteButton });
    expect(confirm).toBeDisabled();
    const input = within(dialog).getByRole('textbox', { name: "Type 'delete' to confirm deletion." });
    await user.type(input, 'delet');
    expect(confirm).toBeDisabled();
    await user.type(input, 'e');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(props.onConfirm).toHaveBeenCalledTimes(1);
  });

  it('confirms with Enter once the word is typed, not before', async () => {
    const user = userEvent.setup();
    const { props } = renderDialog({
      title: CONFIRM_DIALOG_TEXTS.unlistTitle,
      word: CONFIRM_WORDS.UNLIST,
      prompt: CONFIRM_DIALOG_TEXTS.unlistPrompt,
      confirmLabel: CONFIRM_DIALOG_TEXTS.unlistButton,
    });
    const input = await screen.findByRole('textbox', { name: CONFIRM_DIALOG_TEXTS.unlistPrompt });
    await user.type(input, 'delete{Enter}');
    expect(props.onConfirm).not.toHaveBeenCalled();
    await user.clear(input);
    await user.type(input, 'unlist{Enter}');
    expect(props.onConfirm).toHaveBeenCalledTimes(1);
  });

  it('cancels without confirming', async () => {
    const user = userEvent.setup();
    const { props } = renderDialog();
    await user.click(await screen.findByRole('button', { name: LABELS.cancel }));
    expect(props.onCancel).toHaveBeenCalledTimes(1);
    expect(props.onConfirm).not.toHaveBeenCalled();
  });

  it('starts empty each time it opens', async () => {
    const user = userEvent.setup();
    const { props, rerender } = renderDialog();
    await user.type(await screen.findByRole('textbox'), 'delete');
    rerender(<ConfirmByTyping {...props} open={false} />);
    rerender(<ConfirmByTyping {...props} open />);
    expect(await screen.findByRole('textbox')).toHaveValue('');
  });
});
