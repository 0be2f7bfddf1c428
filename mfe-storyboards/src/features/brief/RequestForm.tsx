import { useEffect, type ReactElement } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { BRIEF_TEXTS as B, FORM_MESSAGES, REQUEST_FORM_TEXTS as T } from '@portal/shared-contracts/storyboards';
import { Alert, Button, Col, Row, createStyles } from '@portal/shared-ui';
import { Form } from '@portal/shared-ui/forms';
import { ChoiceGroup } from './components/ChoiceGroup';
import { ABOUT_RULES, TITLE_RULES } from './components/fieldRules';
import { SelectField } from './components/SelectField';
import { TextField } from './components/TextField';
import { EMPTY_REQUEST, REQUEST_CHOICE_GROUPS as CHOICES, REQUEST_LENGTH_OPTIONS, REQUEST_TEXT_FIELDS as MAX, toStoryRequest } from './requestForm';
import { selectStoryRequestStatus, storyRequestLeft, storyRequestSubmitted } from './slice';

const useStyles = createStyles('request-form', (token) => ({
  outcome: { marginBlockEnd: token.marginMD },
}));

/**
 * The portal's own custom storyboard request (001 §2): title and about (required, as on the
 * brief), the outcome, goals, audience, length, tone, call to action and materials, sent to
 * the sales inbox. Sent, the form empties and says so; failed, it says "Sending failed" (001
 * §8, the story request's text) and keeps what was typed.
 */
export function RequestForm(): ReactElement {
  const classes = useStyles();
  const dispatch = useDispatch();
  const status = useSelector(selectStoryRequestStatus);
  const [form] = Form.useForm<Record<string, string>>();
  const sending = status === 'loading';

  useEffect(() => () => void dispatch(storyRequestLeft()), [dispatch]);
  useEffect(() => {
    if (status === 'succeeded') form.resetFields();
  }, [status, form]);

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={EMPTY_REQUEST}
      onFinish={(values) => dispatch(storyRequestSubmitted(toStoryRequest(values)))}
      disabled={sending}
      aria-label={T.formHeading}
      aria-busy={sending}
      noValidate
    >
      <TextField name="title" label={B.title} maxLength={MAX.title} rules={TITLE_RULES} required />
      <TextField name="about" label={B.about} maxLength={MAX.about} rules={ABOUT_RULES} required multiline />
      <TextField name="outcome" label={B.outcome} maxLength={MAX.outcome} multiline />
      <ChoiceGroup group={CHOICES.goals} values="yesNo" />
      <ChoiceGroup group={CHOICES.audience} values="yesNo" />
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <SelectField name="length" label={B.length} options={REQUEST_LENGTH_OPTIONS} placeholder={B.lengthPlaceholder} />
        </Col>
        <Col xs={24} md={8}>
          <TextField name="tone" label={B.tone} maxLength={MAX.tone} />
        </Col>
        <Col xs={24} md={8}>
          <TextField name="callToAction" label={B.callToAction} maxLength={MAX.callToAction} />
        </Col>
      </Row>
      <ChoiceGroup group={CHOICES.materials} values="yesNo" />
      <div aria-live="polite" className={classes.outcome}>
        {status === 'failed' ? <Alert type="error" showIcon title={FORM_MESSAGES.sendingFailed} /> : null}
        {status === 'succeeded' ? <Alert type="success" showIcon title={T.sent} /> : null}
      </div>
      <Button type="primary" htmlType="submit" loading={sending}>
        {FORM_MESSAGES.submit}
      </Button>
    </Form>
  );
}
