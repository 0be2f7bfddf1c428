import { useState, type ReactElement } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BLOCK_LABELS, DEEPSTORY_LABELS, DEEPSTORY_MESSAGES, removeTagLabel } from '@portal/shared-contracts/core';
import { TagInput, type TagInputProps } from './TagInput';

/** The parent a controlled TagInput needs; reports every change. */
function Controlled({ initial, onChange, ...rest }: Omit<TagInputProps, 'value'> & { initial: string[] }): ReactElement {
  const [tags, setTags] = useState(initial);
  return (
    <TagInput
      {...rest}
      value={tags}
      onChange={(next) => {
        onChange(next);
        setTags(next);
      }}
    />
  );
}

function setup(props: Partial<Omit<TagInputProps, 'value' | 'onChange'>> = {}, initial: string[] = ['Sports']) {
  const onChange = jest.fn();
  render(<Controlled initial={initial} onChange={onChange} label="Tags" {...props} />);
  const tagList = (): string[] => screen.queryAllByRole('listitem').map((li) => li.textContent ?? '');
  return { user: userEvent.setup(), onChange, input: screen.getByRole('textbox', { name: props.label ?? 'Tags' }), tagList };
}

describe('TagInput', () => {
  it('adds a trimmed tag with Enter and with a comma', async () => {
    const { user, input, tagList, onChange } = setup();
    await user.type(input, '  Brand {Enter}');
    expect(tagList()).toEqual(['Sports', 'Brand']);
    expect(input).toHaveValue('');
    await user.type(input, 'QLD,NS');
    expect(tagList()).toEqual(['Sports', 'Brand', 'QLD']);
    expect(input).toHaveValue('NS');
    expect(onChange).toHaveBeenLastCalledWith(['Sports', 'Brand', 'QLD']);
  });

  it('ignores blank and duplicate tags without a word when no messages are given', async () => {
    const { user, input, tagList, onChange } = setup();
    await user.type(input, '   {Enter}Sports,sports{Enter}');
    expect(tagList()).toEqual(['Sports', 'sports']);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses case variants when case-insensitive and says why with the given texts', async () => {
    const messages = { blank: DEEPSTORY_MESSAGES.blankTag, duplicate: DEEPSTORY_MESSAGES.duplicateTag };
    const { user, input, tagList, onChange } = setup({ caseInsensitive: true, messages });
    await user.type(input, 'SPORTS{Enter}');
    expect(tagList()).toEqual(['Sports']);
    expect(screen.getByRole('alert')).toHaveTextContent(DEEPSTORY_MESSAGES.duplicateTag);
    await user.type(input, ' {Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(DEEPSTORY_MESSAGES.blankTag);
    await user.type(input, 'F');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('removes the last tag with Backspace on an empty input only', async () => {
    const { user, input, tagList } = setup({}, ['Sports', 'Social', 'Brand']);
    await user.type(input, 'ab{Backspace}{Backspace}');
    expect(tagList()).toEqual(['Sports', 'Social', 'Brand']);
    await user.keyboard('{Backspace}');
    expect(tagList()).toEqual(['Sports', 'Social']);
    await user.keyboard('{Backspace}{Backspace}{Backspace}');
    expect(tagList()).toEqual([]);
  });

  it('removes a tag with its named close button, by mouse or keyboard', async () => {
    const { user, tagList } = setup({}, ['Sports', 'Social', 'Brand']);
    await user.click(screen.getByRole('button', { name: removeTagLabel('Social') }));
    expect(tagList()).toEqual(['Sports', 'Brand']);
    screen.getByRole('button', { name: removeTagLabel('Sports') }).focus();
    await user.keyboard('{Enter}');
    expect(tagList()).toEqual(['Brand']);
  });

  it('does not submit the surrounding form on Enter', async () => {
    const onSubmit = jest.fn((e: { preventDefault(): void }) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <TagInput value={[]} onChange={jest.fn()} />
      </form>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: BLOCK_LABELS.addTag }), 'Fans{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('adds with the optional Add button', async () => {
    const { user, input, tagList } = setup({ addLabel: DEEPSTORY_LABELS.add });
    await user.type(input, 'Film');
    await user.click(screen.getByRole('button', { name: DEEPSTORY_LABELS.add }));
    expect(tagList()).toEqual(['Sports', 'Film']);
  });

  it('offers no removal while disabled', () => {
    setup({ disabled: true }, ['Sports']);
    const item = screen.getByRole('listitem');
    expect(within(item).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Tags' })).toBeDisabled();
  });
});
