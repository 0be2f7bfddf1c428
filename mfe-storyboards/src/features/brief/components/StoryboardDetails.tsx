import type { ReactElement } from 'react';
import {
  BRIEF_CHOICE_GROUPS as G,
  BRIEF_GENRES,
  BRIEF_LABELS,
  BRIEF_LENGTHS_MINUTES,
  BRIEF_TEXTS as T,
  briefLengthLabel,
} from '@portal/shared-contracts/storyboards';
import { Col, Row } from '@portal/shared-ui';
import { BRIEF_INPUT_LIMITS as MAX } from '../briefForm';
import { BriefSection } from './BriefSection';
import { ChoiceGroup } from './ChoiceGroup';
import { SelectField } from './SelectField';
import { ABOUT_RULES, TITLE_RULES } from './fieldRules';
import { TextField } from './TextField';

const LENGTHS = BRIEF_LENGTHS_MINUTES.map((minutes) => ({ value: minutes, label: briefLengthLabel(minutes) }));
const GENRES = BRIEF_GENRES.map((genre) => ({ value: genre, label: genre }));

/** Storyboard details (001 §2): title and about (required), length, genre, tone, call to action, video type. */
export function StoryboardDetails(): ReactElement {
  return (
    <BriefSection heading={BRIEF_LABELS.storyboardDetails}>
      <TextField name="title" label={T.title} maxLength={MAX.title} rules={TITLE_RULES} required />
      <TextField name="about" label={T.about} maxLength={MAX.long} rules={ABOUT_RULES} required multiline />
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <SelectField name="length" label={T.length} options={LENGTHS} placeholder={T.lengthPlaceholder} />
        </Col>
        <Col xs={24} sm={12}>
          <SelectField name="genre" label={T.genre} options={GENRES} placeholder={T.genrePlaceholder} />
        </Col>
        <Col xs={24} sm={12}>
          <TextField name="tone" label={T.tone} maxLength={MAX.short} />
        </Col>
        <Col xs={24} sm={12}>
          <TextField name="callToAction" label={T.callToAction} maxLength={MAX.short} />
        </Col>
      </Row>
      <ChoiceGroup group={G.videoType} />
    </BriefSection>
  );
}
