import type { ReactElement } from 'react';
import { createStyles } from '@portal/shared-ui';
import { useAccountStyles } from '../styles';

export interface TextFieldProps {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly type?: 'text' | 'email' | 'password';
  readonly autoComplete?: string;
  readonly placeholder?: string;
  readonly autoFocus?: boolean;
  readonly inputMode?: 'text' | 'email' | 'numeric';
  readonly disabled?: boolean;
}

const useStyles = createStyles('account-text-field', (token) => ({
  field: { marginBottom: token.marginMD },
  input: {
    display: 'block',
    width: '100%',
    boxSizing: 'border-box',
    paddingBlock: token.paddingXS,
    paddingInline: token.paddingSM,
    fontSize: token.fontSize,
    lineHeight: token.lineHeight,
    color: token.colorText,
    background: token.colorBgContainer,
    border: `${token.lineWidth}px ${token.lineType} ${token.colorBorder}`,
    borderRadius: token.borderRadius,
    '&:disabled': { background: token.colorBgContainerDisabled },
  },
}));

/**
 * A labelled native input styled with the portal's antd tokens. The login page is the
 * cold path of '/': it uses this instead of antd's Input so it does not pull in
 * `@portal/shared-ui/forms` (docs/adr/006-first-paint.md).
 */
export function TextField({ id, label, value, onChange, type = 'text', ...rest }: TextFieldProps): ReactElement {
  const classes = useStyles();
  const shared = useAccountStyles();
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={shared.fieldLabel}>
        {label}
      </label>
      <input id={id} name={id} type={type} value={value} onChange={(e) => onChange(e.target.value)} className={classes.input} {...rest} />
    </div>
  );
}
