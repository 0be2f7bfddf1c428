import { useEffect, useRef, useState, type ReactElement } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { LABELS } from '@portal/shared-contracts/core';
import {
  ADMIN_ACTION_PROGRESS,
  ADMIN_FIGURES,
  ADMIN_LABELS,
  ADMIN_MESSAGES,
  adminCancelEffect,
  adminDeleteEffect,
  adminIndustryChange,
  adminMayTakeUpTo,
  adminUserName,
  type AdminAction,
  type AdminIdentityUser,
  type AdminSubscription,
} from '@portal/shared-contracts/admin';
import { Button, Flex, Result, Spin, Typography } from '@portal/shared-ui';
import { Modal } from '@portal/shared-ui/widgets';
import { actionRequested, actionReset, selectActionRun, type ActionRequest, type Credentials } from '../slice';
import { ConfirmStep } from './ConfirmStep';
import { IndustryStep } from './IndustryStep';
import { useActionFormStyles } from './styles';

/** The modal's title: the button that opened it. */
const ACTION_TITLES: Readonly<Record<AdminAction, string>> = {
  update_industry: ADMIN_LABELS.editIndustry,
  cancel_subscription: ADMIN_LABELS.cancelSubscription,
  delete_user: ADMIN_LABELS.deleteUser,
};

export interface ActionDialogProps {
  readonly action: AdminAction;
  readonly user: AdminIdentityUser;
  readonly subscription: AdminSubscription | null;
  /** Closes the modal; `succeeded` when it closes on the success message. */
  readonly onClose: (succeeded: boolean) => void;
}

/** What the action does and to whom, under the irreversible warning (002 §2). */
function effectOf(action: AdminAction, user: AdminIdentityUser, subscription: AdminSubscription | null, industry: string): string {
  const who = adminUserName(user);
  if (action === 'update_industry') return adminIndustryChange(who, user.industry, industry);
  if (action === 'cancel_subscription') return adminCancelEffect(who, subscription?.plan ?? null);
  return adminDeleteEffect(who);
}

/** The call an action makes, once confirmed. */
function requestOf(action: AdminAction, user: AdminIdentityUser, industry: string): ActionRequest {
  if (action === 'update_industry') return { action, username: user.username, industry };
  if (action === 'cancel_subscription') return { action, username: user.username, customerId: user['custom:stripe-customer-id'] ?? '' };
  return { action, username: user.username };
}

/** The progress of a running action with the spec's loader note (002 §2: "may take up to 3 seconds"). */
function Progress({ action }: { action: AdminAction }): ReactElement {
  const classes = useActionFormStyles();
  return (
    <Flex vertical align="center" gap="small" role="status" className={classes.progress}>
      <Spin aria-hidden="true" />
      <Typography.Text strong>{ADMIN_ACTION_PROGRESS[action]}</Typography.Text>
      <Typography.Text type="secondary">{adminMayTakeUpTo(ADMIN_FIGURES.LOADER_SECONDS.DELETE_OR_CANCEL)}</Typography.Text>
    </Flex>
  );
}

/**
 * The modal of one action (002 §2, §4): the industry field for the edit, then the
 * confirmation with the admin's credentials; while the action runs its progress, then
 * "Action was successful." with the 24-hour note. It cannot be closed while the action runs.
 */
export function ActionDialog({ action, user, subscription, onClose }: ActionDialogProps): ReactElement {
  const dispatch = useDispatch();
  const run = useSelector(selectActionRun);
  const [step, setStep] = useState<'industry' | 'confirm'>(action === 'update_industry' ? 'industry' : 'confirm');
  const [industry, setIndustry] = useState(user.industry);
  // What the store says is this modal's only once it sent something: a former run is not shown.
  const [sent, setSent] = useState(false);
  useEffect(() => {
    dispatch(actionReset());
  }, [dispatch]);

  const ours = sent && run.action === action && run.username === user.username;
  const status = ours ? run.status : 'idle';
  const working = status === 'working';
  const confirm = (credentials: Credentials): void => {
    setSent(true);
    dispatch(actionRequested(requestOf(action, user, industry), credentials));
  };
  const close = (): void => {
    if (!working) onClose(status === 'succeeded');
  };
  // The first field takes the focus once the dialog is shown (a field's autoFocus fires
  // before the dialog's portal is in the page, and the dialog then focuses itself).
  const body = useRef<HTMLDivElement>(null);
  const focusFirstField = (shown: boolean): void => {
    if (shown) body.current?.querySelector<HTMLElement>('input, button')?.focus();
  };
  return (
    <Modal open title={ACTION_TITLES[action]} footer={null} onCancel={close} closable={!working && status !== 'succeeded'} keyboard={!working} mask={{ closable: !working }} afterOpenChange={focusFirstField} destroyOnHidden>
      <div ref={body}>
        {status === 'succeeded' ? (
          <Result
            status="success"
            title={<span role="status">{ADMIN_MESSAGES.actionSuccessful}</span>}
            subTitle={ADMIN_MESSAGES.updatesMayTake24Hours}
            extra={
              <Button type="primary" autoFocus onClick={close}>
                {LABELS.close}
              </Button>
            }
          />
        ) : step === 'industry' ? (
          <IndustryStep
            initial={industry}
            onCancel={close}
            onNext={(value) => {
              setIndustry(value);
              setStep('confirm');
            }}
          />
        ) : (
          <ConfirmStep
            effect={effectOf(action, user, subscription, industry)}
            danger={action !== 'update_industry'}
            failure={ours ? run.failure : null}
            busy={working}
            progress={<Progress action={action} />}
            onConfirm={confirm}
            onBack={action === 'update_industry' ? () => setStep('industry') : null}
            onCancel={close}
          />
        )}
      </div>
    </Modal>
  );
}
