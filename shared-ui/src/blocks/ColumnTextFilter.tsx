import type { Key, ReactElement } from 'react';
import { BLOCK_LABELS, LABELS, filterColumnLabel } from '@portal/shared-contracts/core';
import { Button, Flex } from '../antd';
import { Input } from '../formsAntd';
import { createStyles, overAntd } from '../styles';

const useStyles = createStyles('column-text-filter', (token) => ({
  panel: { padding: token.paddingXS },
  input: overAntd({ display: 'block', marginBlockEnd: token.marginXS }),
}));

/** The part of antd's filterDropdown props a text filter uses. */
export interface TextFilterControls {
  readonly selectedKeys: Key[];
  readonly setSelectedKeys: (keys: Key[]) => void;
  readonly confirm: () => void;
  readonly clearFilters?: () => void;
}

/** A column's filter drop-down: a text input named "Filter {column}", Search and Reset. */
export function ColumnTextFilter({ column, selectedKeys, setSelectedKeys, confirm, clearFilters }: TextFilterControls & { column: string }): ReactElement {
  const text = typeof selectedKeys[0] === 'string' ? selectedKeys[0] : '';
  const classes = useStyles();
  return (
    // Keys typed here belong to the input, not to the table header behind the drop-down.
    <div className={classes.panel} onKeyDown={(e) => e.stopPropagation()}>
      <Input
        aria-label={filterColumnLabel(column)}
        value={text}
        autoFocus
        onChange={(e) => setSelectedKeys(e.target.value ? [e.target.value] : [])}
        onPressEnter={() => confirm()}
        className={classes.input}
      />
      <Flex gap="small" justify="end">
        <Button
          size="small"
          onClick={() => {
            clearFilters?.();
            confirm();
          }}
        >
          {LABELS.reset}
        </Button>
        <Button type="primary" size="small" onClick={() => confirm()}>
          {BLOCK_LABELS.search}
        </Button>
      </Flex>
    </div>
  );
}
