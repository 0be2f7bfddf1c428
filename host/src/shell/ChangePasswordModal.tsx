import { useState, type FormEvent, type ReactElement } from 'react';
import {
  CUSTOMER_ATTRIBUTES,
  NOTIFICATION_SETTINGS,
  parseNotificationSetting,
  type NotificationSetting,
  type SessionApi,
  type SessionSnapshot,
  AUTH_LABELS as L,
  AUTH_MESSAGES,
  CHANGE_PASSWORD_MESSAGES as M,
  NOTIFICATION_SETTING_LABELS,
} from '@portal/shared-contracts/core';
import { Alert, Button, Space, createStyles, overAntd } from '@portal/shared-ui';
import { Modal } from '@portal/shared-ui/widgets';
import { Checkbox, Input, Select } from '@portal/shared-ui/forms';
import { errorName } from '../session/identity';

const useStyles = createStyles('change-password', () => ({
  fields: overAntd({ width: '100%' }),
  field: { display: 'block' },
}));

/** The text for a failed password change, from the provider's exception name. */
export function changePasswordErrorText(error: unknown): string {
  switch (errorName(error)) {
    case 'NotAuthorizedException':
      return M.wrongOldPassword;
    case 'InvalidPasswordException':
    case 'InvalidParameterException':
      return M.weakPassword;
    case 'LimitExceededException':
    case 'TooManyRequestsException':
      return M.tooManyAttempts;
    default:
      return M.failed;
  }
}

interface Props {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly session: SessionApi;
  readonly snapshot: SessionSnapshot;
}

/**
 * Change password (000 §2): old and new password with a Show Password toggle, the
 * notification setting, Save (spinner while saving) and Close, "Success" when done.
 * The password is sent only when both fields are filled (000 §5); the notification
 * setting is saved on every Save.
 */
export default function ChangePasswordModal({ open, onClose, session, snapshot }: Props): ReactElement {
  const stored = parseNotificationSetting(snapshot.user?.attributes[CUSTOMER_ATTRIBUTES.NOTIFICATION_PREF]);
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [show, setShow] = useState(false);
  const [setting, setSetting] = useState<NotificationSetting>(stored);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const classes = useStyles();

  const close = (): void => {
    setOldPassword('');
    setNewPassword('');
    setShow(false);
    setOutcome(null);
    onClose();
  };

  async function save(event?: FormEvent): Promise<void> {
    event?.preventDefault();
    setSaving(true);
    setOutcome(null);
    try {
      if (oldPassword !== '' && newPassword !== '') await session.changePassword(oldPassword, newPassword);
      // Saved on every Save (000 §2), changed or not; "Success" only once both have gone through.
      await session.saveNotificationSetting(setting);
      setOldPassword('');
      setNewPassword('');
      setOutcome({ ok: true, text: AUTH_MESSAGES.changePasswordSuccess });
    } catch (error) {
      setOutcome({ ok: false, text: changePasswordErrorText(error) });
    } finally {
      setSaving(false);
    }
  }

  const PasswordInput = show ? Input : Input.Password;
  return (
    <Modal
      open={open}
      title={L.changePassword}
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={close}>
          {L.close}
        </Button>,
        <Button key="save" type="primary" loading={saving} onClick={() => void save()}>
          {L.save}
        </Button>,
      ]}
    >
      <form onSubmit={(e) => void save(e)} aria-label={L.changePassword}>
        <Space orientation="vertical" size="middle" className={classes.fields}>
          <label className={classes.field}>
            {L.oldPassword}
            <PasswordInput
              value={oldPassword}
              autoComplete="current-password"
              onChange={(e) => setOldPassword(e.target.value)}
              visibilityToggle={false}
            />
          </label>
          <label className={classes.field}>
            {L.newPassword}
            <PasswordInput
              value={newPassword}
              autoComplete="new-password"
              placeholder={L.passwordPlaceholder}
              onChange={(e) => setNewPassword(e.target.value)}
              visibilityToggle={false}
            />
          </label>
          <Checkbox checked={show} onChange={(e) => setShow(e.target.checked)}>
            {L.showPassword}
          </Checkbox>
          <div>
            <div id="notification-setting-label">{L.notificationSetting}</div>
            <Select<NotificationSetting>
              aria-labelledby="notification-setting-label"
              value={setting}
              onChange={setSetting}
              className={classes.fields}
              options={Object.values(NOTIFICATION_SETTINGS).map((value) => ({ value, label: NOTIFICATION_SETTING_LABELS[value] }))}
            />
          </div>
          {outcome ? <Alert type={outcome.ok ? 'success' : 'error'} title={outcome.text} showIcon role={outcome.ok ? 'status' : 'alert'} /> : null}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </Space>
      </form>
    </Modal>
  );
}
