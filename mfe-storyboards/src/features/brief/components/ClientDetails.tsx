import type { ReactElement } from 'react';
import { BRIEF_CHOICE_GROUPS as G, BRIEF_LABELS, BRIEF_TEXTS as T } from '@portal/shared-contracts/storyboards';
import { BRIEF_INPUT_LIMITS as MAX } from '../briefForm';
import { BriefSection } from './BriefSection';
import { ChoiceGroup } from './ChoiceGroup';
import { TextField } from './TextField';

/** Client details (001 §2): the outcome, goals, insights, audience and profiles. */
export function ClientDetails(): ReactElement {
  return (
    <BriefSection heading={BRIEF_LABELS.clientDetails}>
      <TextField name="outcome" label={T.outcome} maxLength={MAX.long} multiline />
      <ChoiceGroup group={G.goals} />
      <TextField name="insights" label={T.insights} maxLength={MAX.long} multiline />
      <ChoiceGroup group={G.audience} />
      <ChoiceGroup group={G.profiles} />
    </BriefSection>
  );
}
