import { useState, type ComponentRef, type KeyboardEvent, type ReactElement, type Ref } from 'react';
import { AI_LIMITS } from '@portal/shared-contracts/deepstory';
import { Button, Flex, Tag, createStyles, overAntd } from '@portal/shared-ui';
import { PlusOutlined } from '@portal/shared-ui/icons';
import { Input } from '@portal/shared-ui/forms';
import { DEEPSTORY_UI } from '../../../texts';
import { withObjective } from '../form';

/** What the objectives' text input's ref holds (it can take focus). */
export type InputRef = ComponentRef<typeof Input>;

const useStyles = createStyles('discovery-objectives', (token) => ({
  pills: { display: 'flex', flexWrap: 'wrap', gap: token.marginXS, margin: 0, marginBlockStart: token.marginXS, padding: 0 },
  pill: { listStyle: 'none' },
  tag: overAntd({ marginInlineEnd: 0 }),
}));

export interface ObjectivesFieldProps {
  readonly id: string;
  readonly value: readonly string[];
  readonly onChange: (objectives: readonly string[]) => void;
  /** Enter on the empty field: the form moves on to key topics (002 §2). */
  readonly onEmptyEnter: () => void;
  readonly inputRef: Ref<InputRef>;
  /** The id of the field's error text, when it shows one. */
  readonly errorId?: string;
}

/** Objectives added one at a time with the plus button or Enter, shown as removable pills (002 §2). */
export function ObjectivesField({ id, value, onChange, onEmptyEnter, inputRef, errorId }: ObjectivesFieldProps): ReactElement {
  const classes = useStyles();
  const [typed, setTyped] = useState('');
  const full = value.length >= AI_LIMITS.OBJECTIVES_MAX;
  const add = (): void => {
    const next = withObjective(value, typed);
    if (next !== value) onChange(next);
    setTyped('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>): void => {
    if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
    e.preventDefault();
    if (typed.trim() === '') onEmptyEnter();
    else add();
  };
  return (
    <div>
      <Flex gap="small">
        <Input
          id={id}
          ref={inputRef}
          value={typed}
          maxLength={AI_LIMITS.OBJECTIVE_MAX_LENGTH}
          disabled={full}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
          placeholder={DEEPSTORY_UI.objectivesHint}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button aria-label={DEEPSTORY_UI.addObjective} icon={<PlusOutlined aria-hidden="true" />} disabled={full} onClick={add} />
      </Flex>
      {value.length > 0 ? (
        <ul className={classes.pills}>
          {value.map((objective) => (
            <li key={objective} className={classes.pill}>
              <Tag
                className={classes.tag}
                closable={{ 'aria-label': DEEPSTORY_UI.removeObjective(objective) }}
                onClose={(e) => {
                  // Controlled: the parent's new list removes the pill.
                  e.preventDefault();
                  onChange(value.filter((o) => o !== objective));
                }}
              >
                {objective}
              </Tag>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
