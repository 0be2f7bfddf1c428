import type { CSSProperties, ReactElement } from 'react';
import { theme } from '@portal/shared-ui';

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

/**
 * A labelled native input styled with the portal's antd tokens. The login page is the
 * cold path of '/': it uses this instead of antd's Input so it does not pull in
 * `@portal/shared-ui/forms` (docs/adr/006-first-paint.md).
 */
export function TextField({ id, label, value, onChange, type = 'text', ...rest }: TextFieldProps): ReactElement {
  const { token } = theme.useToken();
  const input: CSSProperties = {
    display: 'block',
    width: '100%',
    boxSizing: 'border-box',
    padding: `${token.paddingXS}px ${token.paddingSM}px`,
    fontSize: token.fontSize,
    lineHeight: token.lineHeight,
    color: token.colorText,
    background: rest.disabled ? token.colorBgContainerDisabled : token.colorBgContainer,
    border: `${token.lineWidth}px solid ${token.colorBorder}`,
    borderRadius: token.borderRadius,
  };
  return (
    <div style={{ marginBottom: token.marginMD }}>
      <label htmlFor={id} style={{ display: 'block', marginBottom: token.marginXXS, fontWeight: 500 }}>
        {label}
      </label>
      <input id={id} name={id} type={type} value={value} onChange={(e) => onChange(e.target.value)} style={input} {...rest} />
    </div>
  );
}
