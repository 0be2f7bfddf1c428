import { createStyles } from '@portal/shared-ui';

/** The spacing of the action modal's forms, from the theme's tokens. */
export const useActionFormStyles = createStyles('admin-action-form', (token) => ({
  label: { display: 'block', marginBlock: `${token.marginSM}px ${token.marginXXS}px` },
  actions: { marginBlockStart: token.marginLG },
  notice: { marginBlockEnd: token.margin },
  progress: { padding: token.paddingLG, textAlign: 'center' },
}));
