import type { ReactElement } from 'react';
import { BRIEF_CHOICE_GROUPS as G, BRIEF_LABELS, BRIEF_TEXTS as T } from '@portal/shared-contracts/storyboards';
import { Col, Row } from '@portal/shared-ui';
import { BRIEF_INPUT_LIMITS as MAX } from '../briefForm';
import { BriefSection } from './BriefSection';
import { ChoiceGroup } from './ChoiceGroup';
import { EMAIL_RULES, END_DATE_RULES } from './fieldRules';
import { TextField } from './TextField';

// A date input's value is YYYY-MM-DD, whatever the browser shows.
const DATE_LENGTH = 10;

/** Event (001 §2): a contact email, start and end dates, and the materials wanted. */
export function EventDetails(): ReactElement {
  return (
    <BriefSection heading={BRIEF_LABELS.event}>
      <TextField name="email" label={T.email} type="email" maxLength={MAX.email} rules={EMAIL_RULES} />
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <TextField name="startdate" label={T.startDate} type="date" maxLength={DATE_LENGTH} />
        </Col>
        <Col xs={24} sm={12}>
          <TextField name="enddate" label={T.endDate} type="date" maxLength={DATE_LENGTH} rules={END_DATE_RULES} dependencies={['startdate']} />
        </Col>
      </Row>
      <ChoiceGroup group={G.materials} />
    </BriefSection>
  );
}
