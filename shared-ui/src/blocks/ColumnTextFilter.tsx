import type { Key, ReactElement } from 'react';
import { BLOCK_LABELS, LABELS, filterColumnLabel } from '@portal/shared-contracts';
import { Button, Flex } from '../antd';
import { Input } from '../formsAntd';

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
  return (
    // Keys typed here belong to the input, not to the table header behind the drop-down.
    <div style={{ padding: 8 }} onKeyDown={(e) => e.stopPropagation()}>
      <Input
        aria-label={filterColumnLabel(column)}
        value={text}
        autoFocus
        onChange={(e) => setSelectedKeys(e.target.value ? [e.target.value] : [])}
        onPressEnter={() => confirm()}
        style={{ marginBottom: 8, display: 'block' }}
      />
      <Flex gap={8} justify="end">
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
