import { useEffect, type ReactElement } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { BRIEF_TEXTS as T, FORM_MESSAGES } from '@portal/shared-contracts/storyboards';
import { Alert, Button, Flex, createStyles } from '@portal/shared-ui';
import { Form } from '@portal/shared-ui/forms';
import { Modal } from '@portal/shared-ui/widgets';
import { EMPTY_BRIEF, toBrief, type BriefFormValues } from './briefForm';
import { ClientDetails } from './components/ClientDetails';
import { EventDetails } from './components/EventDetails';
import { PeopleDetails } from './components/PeopleDetails';
import { StoryboardDetails } from './components/StoryboardDetails';
import { briefClosed, briefSubmitted, selectBriefStatus } from './slice';

const useStyles = createStyles('create-brief-modal', (token) => ({
  failure: { marginBlockEnd: token.marginMD },
}));

const MODAL_WIDTH = 760;

export interface CreateBriefModalProps {
  readonly onClose: () => void;
}

/**
 * The Create Brief modal (001 §2): client details, storyboard details (title and about
 * required), users, persona, target audience and event; Cancel and Submit, which spins while
 * the brief is sent. Sent, the modal closes (the saga's toast says so); failed, it says 001
 * §8's form error and keeps the form for another try. Mounted while open: every opening
 * starts empty.
 */
export function CreateBriefModal({ onClose }: CreateBriefModalProps): ReactElement {
  const classes = useStyles();
  const dispatch = useDispatch();
  const status = useSelector(selectBriefStatus);
  const [form] = Form.useForm<BriefFormValues>();
  const sending = status === 'loading';

  useEffect(() => () => void dispatch(briefClosed()), [dispatch]);
  useEffect(() => {
    if (status === 'succeeded') onClose();
  }, [status, onClose]);

  // While the brief is on its way the modal stays: closing could not take it back.
  const close = (): void => {
    if (!sending) onClose();
  };

  return (
    <Modal open title={T.createBrief} footer={null} closable={false} mask={{ closable: !sending }} keyboard={!sending} onCancel={close} width={MODAL_WIDTH} destroyOnHidden>
      <Form<BriefFormValues>
        form={form}
        layout="vertical"
        initialValues={EMPTY_BRIEF}
        onFinish={(values) => dispatch(briefSubmitted(toBrief(values)))}
        disabled={sending}
        aria-label={T.createBrief}
        aria-busy={sending}
        scrollToFirstError
        noValidate
      >
        <ClientDetails />
        <StoryboardDetails />
        <PeopleDetails />
        <EventDetails />
        {status === 'failed' ? <Alert type="error" showIcon title={FORM_MESSAGES.submitError} className={classes.failure} /> : null}
        <Flex justify="end" gap="small">
          <Button onClick={close}>{FORM_MESSAGES.cancel}</Button>
          <Button type="primary" htmlType="submit" loading={sending}>
            {FORM_MESSAGES.submit}
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}
