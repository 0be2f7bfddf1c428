import { useState, type ChangeEvent, type KeyboardEvent, type ReactElement } from 'react';
import { BLOCK_LABELS, removeTagLabel } from '@portal/shared-contracts/core';
import { Button, Flex, Tag, Typography } from '../antd';
import { Input } from '../formsAntd';
import { createStyles, overAntd } from '../styles';
import { addTags, removeLastTag, removeTagAt, splitAtCommas, type TagRejection } from './tagRules';

const useStyles = createStyles('tag-input', (token) => ({
  list: { display: 'flex', flexWrap: 'wrap', gap: token.marginXS, margin: 0, padding: 0 },
  item: { listStyle: 'none' },
  tag: overAntd({ marginInlineEnd: 0 }),
  input: overAntd({ flex: '1 1 160px', minWidth: 120 }),
}));

export interface TagInputProps {
  /** The tags, in order (controlled). */
  readonly value: readonly string[];
  readonly onChange: (tags: string[]) => void;
  /** Accessible name of the text input; defaults to "Add a tag". */
  readonly label?: string;
  readonly placeholder?: string;
  /** Refuse case variants of an existing tag (shot tags, 002 §5). */
  readonly caseInsensitive?: boolean;
  /**
   * Texts explaining a refused tag (002 §5: DEEPSTORY_MESSAGES.blankTag, .duplicateTag).
   * Without them a blank or duplicate tag is silently ignored (001 §5).
   */
  readonly messages?: Readonly<Record<TagRejection, string>>;
  /** Shows an add button with this text (Deep Story adds tags "with Enter or an Add button", 002 §2). */
  readonly addLabel?: string;
  readonly disabled?: boolean;
}

/**
 * Tag entry (001 §2, §5; 002 §5): a comma or Enter adds the typed tag, trimmed, unless
 * it is blank or already there; Backspace on an empty input removes the last tag; each
 * tag has a close button named "Remove tag {tag}".
 */
export function TagInput({ value, onChange, label = BLOCK_LABELS.addTag, placeholder, caseInsensitive = false, messages, addLabel, disabled = false }: TagInputProps): ReactElement {
  const [text, setText] = useState('');
  const [rejected, setRejected] = useState<TagRejection | null>(null);

  const add = (pieces: readonly string[], rest: string): void => {
    const result = addTags(value, pieces, { caseInsensitive });
    if (result.tags !== value) onChange([...result.tags]);
    setRejected(result.rejected);
    setText(rest);
  };
  const onType = (e: ChangeEvent<HTMLInputElement>): void => {
    const { finished, rest } = splitAtCommas(e.target.value);
    if (finished.length > 0) add(finished, rest);
    else {
      setText(rest);
      setRejected(null);
    }
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>): void => {
    if (e.key === 'Enter') {
      // Enter adds a tag; it must not submit the surrounding form.
      e.preventDefault();
      add([text], '');
    } else if (e.key === 'Backspace' && text === '' && value.length > 0) {
      onChange([...removeLastTag(value)]);
    }
  };

  const classes = useStyles();
  return (
    <div>
      <Flex wrap gap="small" align="center">
        {value.length > 0 ? (
          <ul className={classes.list}>
            {value.map((tag, i) => (
              <li key={tag} className={classes.item}>
                <Tag
                  className={classes.tag}
                  closable={disabled ? false : { 'aria-label': removeTagLabel(tag) }}
                  onClose={(e) => {
                    // The list is controlled: the parent's new value removes the tag.
                    e.preventDefault();
                    onChange([...removeTagAt(value, i)]);
                  }}
                >
                  {tag}
                </Tag>
              </li>
            ))}
          </ul>
        ) : null}
        <Input
          aria-label={label}
          value={text}
          placeholder={placeholder}
          disabled={disabled}
          onChange={onType}
          onKeyDown={onKeyDown}
          className={classes.input}
        />
        {addLabel ? (
          <Button onClick={() => add([text], '')} disabled={disabled}>
            {addLabel}
          </Button>
        ) : null}
      </Flex>
      {messages && rejected ? (
        <Typography.Text type="danger" role="alert">
          {messages[rejected]}
        </Typography.Text>
      ) : null}
    </div>
  );
}
