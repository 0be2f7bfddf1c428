import { useEffect, useRef, type KeyboardEvent, type ReactElement } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { DEEPSTORY_LABELS, DEEPSTORY_MESSAGES, DISCOVERY_MESSAGES as M, HEADINGS, ROUTES, href } from '@portal/shared-contracts/core';
import { AI_LIMITS } from '@portal/shared-contracts/deepstory';
import { Button, Flex, PageLayout, createStyles, useBus, useSessionSnapshot } from '@portal/shared-ui';
import { ReloadOutlined } from '@portal/shared-ui/icons';
import { Form, Input, InputNumber, Select } from '@portal/shared-ui/forms';
import { useNavigate } from '@portal/shared-ui/router';
import { ButtonLink } from '../../components/ButtonLink';
import { customerIdOf } from '../ai-api';
import { ObjectivesField } from './components/ObjectivesField';
import { FormRow, errorIdOf } from './components/FormRow';
import { FIELD_ORDER, nextField, toDiscoveryRequest, type DiscoveryField, type Orientation } from './form';
import { discoveryLeft, discoverySubmitted, selectDiscoveryStatus, selectDiscoveryUserId } from './slice';
import { useDiscoveryForm } from './useDiscoveryForm';

const useStyles = createStyles('discovery-page', (token) => ({
  form: { maxWidth: 720 },
  actions: { marginBlockStart: token.marginLG },
}));

const ORIENTATIONS: ReadonlyArray<{ value: Orientation; label: string }> = [
  { value: '', label: M.selectOrientation },
  { value: 'landscape', label: M.landscape },
  { value: 'portrait', label: M.portrait },
];

const idOf = (field: DiscoveryField): string => `discovery-${field}`;

interface Focusable {
  focus(): void;
}

/**
 * Discovery AI (/deepstory/discovery, 002 §2, §5): the brief. Enter moves to the next
 * field (on the empty objectives field too); Next checks every field, then sends the
 * discovery request and opens the series page while the storyboards are generated.
 */
export function DiscoveryPage(): ReactElement {
  const classes = useStyles();
  const form = useDiscoveryForm();
  const { values, errors, change } = form;
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const bus = useBus();
  const userId = customerIdOf(useSessionSnapshot());
  const status = useSelector(selectDiscoveryStatus);
  const acceptedUserId = useSelector(selectDiscoveryUserId);
  // Only a brief sent from this visit of the page leads on to the series page.
  const submittedHere = useRef(false);
  const fields = useRef<Partial<Record<DiscoveryField, Focusable | null>>>({});
  const bind = (field: DiscoveryField) => (element: Focusable | null) => {
    fields.current[field] = element;
  };
  const focus = (field: DiscoveryField): void => fields.current[field]?.focus();
  const pickedWithEnter = useRef(false);

  useEffect(() => {
    if (status !== 'submitted') return;
    dispatch(discoveryLeft());
    if (submittedHere.current && acceptedUserId !== null) navigate(href.series(acceptedUserId));
  }, [status, acceptedUserId, dispatch, navigate]);

  /** Enter moves on (Shift+Enter is a new line in key topics); in the last field it submits. */
  const onEnter = (field: DiscoveryField) => (e: KeyboardEvent<HTMLElement>) => {
    const next = nextField(field);
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing || !next) return;
    e.preventDefault();
    focus(next);
  };

  const submit = (): void => {
    const problems = form.check();
    const firstProblem = FIELD_ORDER.find((field) => problems[field]);
    if (firstProblem) {
      focus(firstProblem);
      return;
    }
    if (userId === null) {
      bus.publish('toast/requested', { kind: 'error', message: DEEPSTORY_MESSAGES.userIdNotInState });
      return;
    }
    submittedHere.current = true;
    dispatch(discoverySubmitted({ request: toDiscoveryRequest(values, userId) }));
  };

  const described = (field: DiscoveryField) => ({
    id: idOf(field),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errorIdOf(idOf(field), errors[field]),
  });

  return (
    <PageLayout title={HEADINGS.discoveryAi}>
      <Form layout="vertical" onFinish={submit} className={classes.form}>
        <FormRow id={idOf('purpose')} label={M.purpose} error={errors.purpose}>
          <Input {...described('purpose')} ref={bind('purpose')} value={values.purpose} maxLength={AI_LIMITS.SHORT_TEXT_MAX_LENGTH} onChange={(e) => change({ purpose: e.target.value })} onKeyDown={onEnter('purpose')} />
        </FormRow>
        <FormRow id={idOf('objectives')} label={M.objectives} error={errors.objectives}>
          <ObjectivesField
            id={idOf('objectives')}
            inputRef={bind('objectives')}
            value={values.objectives}
            errorId={errorIdOf(idOf('objectives'), errors.objectives)}
            onChange={(objectives) => change({ objectives })}
            onEmptyEnter={() => focus('keyTopics')}
          />
        </FormRow>
        <FormRow id={idOf('keyTopics')} label={M.keyTopics} optional>
          <Input.TextArea {...described('keyTopics')} ref={bind('keyTopics')} rows={3} value={values.keyTopics} maxLength={AI_LIMITS.LONG_TEXT_MAX_LENGTH} onChange={(e) => change({ keyTopics: e.target.value })} onKeyDown={onEnter('keyTopics')} />
        </FormRow>
        <FormRow id={idOf('storyteller')} label={M.storyteller} error={errors.storyteller}>
          <Input {...described('storyteller')} ref={bind('storyteller')} value={values.storyteller} maxLength={AI_LIMITS.SHORT_TEXT_MAX_LENGTH} onChange={(e) => change({ storyteller: e.target.value })} onKeyDown={onEnter('storyteller')} />
        </FormRow>
        <FormRow id={idOf('targetAudience')} label={M.targetAudience} optional>
          <Input {...described('targetAudience')} ref={bind('targetAudience')} value={values.targetAudience} maxLength={AI_LIMITS.SHORT_TEXT_MAX_LENGTH} onChange={(e) => change({ targetAudience: e.target.value })} onKeyDown={onEnter('targetAudience')} />
        </FormRow>
        <FormRow id={idOf('orientation')} label={M.orientation} error={errors.orientation}>
          {/* Enter opens the select and picks an option there; picking one with Enter moves on, like Enter in the other fields. */}
          <div onKeyDownCapture={(e) => (pickedWithEnter.current = e.key === 'Enter')} onMouseDownCapture={() => (pickedWithEnter.current = false)}>
            <Select<Orientation>
              {...described('orientation')}
              ref={bind('orientation')}
              value={values.orientation}
              options={[...ORIENTATIONS]}
              onChange={(orientation) => change({ orientation })}
              onSelect={() => pickedWithEnter.current && focus('length')}
            />
          </div>
        </FormRow>
        <FormRow id={idOf('length')} label={M.length} error={errors.length}>
          <InputNumber<number>
            {...described('length')}
            ref={bind('length')}
            precision={0}
            placeholder={M.lengthPlaceholder}
            value={values.length}
            onChange={(length) => change({ length: typeof length === 'number' ? length : null })}
          />
        </FormRow>
        <Flex wrap gap="small" className={classes.actions}>
          <ButtonLink to={ROUTES.deepStory} type="default">
            {DEEPSTORY_LABELS.goBack}
          </ButtonLink>
          <Button htmlType="button" icon={<ReloadOutlined aria-hidden="true" />} onClick={form.reset}>
            {DEEPSTORY_LABELS.reset}
          </Button>
          <Button type="primary" htmlType="submit" loading={status === 'submitting'}>
            {DEEPSTORY_LABELS.next}
          </Button>
        </Flex>
      </Form>
    </PageLayout>
  );
}
