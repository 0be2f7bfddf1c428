import type { ReactElement } from 'react';
import { Flex, Typography } from '@portal/shared-ui';
import { Input } from '@portal/shared-ui/forms';

export interface TitleFieldProps {
  /** The field's accessible name. */
  readonly label: string;
  readonly value: string;
  readonly onChange: (title: string) => void;
  /** Shown under the field while it is blank (002 §5: "Series title is required", "Storyboard title is required"). */
  readonly requiredText: string;
  /** Unique on the page: names the error text the field points to. */
  readonly errorId: string;
  readonly size?: 'small' | 'middle';
  readonly className?: string;
}

/** A title of the series page's edit mode, with its inline required text. */
export function TitleField({ label, value, onChange, requiredText, errorId, size = 'middle', className }: TitleFieldProps): ReactElement {
  const blank = value.trim() === '';
  return (
    <Flex vertical gap={4} className={className}>
      <Input
        size={size}
        aria-label={label}
        value={value}
        status={blank ? 'error' : undefined}
        aria-invalid={blank || undefined}
        aria-describedby={blank ? errorId : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {blank ? (
        <Typography.Text type="danger" id={errorId}>
          {requiredText}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
