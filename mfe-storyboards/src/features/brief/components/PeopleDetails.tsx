import type { ReactElement } from 'react';
import { BRIEF_CHOICE_GROUPS as G, BRIEF_LABELS, BRIEF_TEXTS as T } from '@portal/shared-contracts/storyboards';
import { BRIEF_INPUT_LIMITS as MAX } from '../briefForm';
import { BriefSection } from './BriefSection';
import { ChoiceGroup } from './ChoiceGroup';
import { TextField } from './TextField';

/** Users, Persona and Target audience (001 §2): who watches, who appears, who it is aimed at. */
export function PeopleDetails(): ReactElement {
  return (
    <>
      <BriefSection heading={BRIEF_LABELS.users}>
        <TextField name="users" label={T.usersDemographic} maxLength={MAX.long} multiline />
      </BriefSection>
      <BriefSection heading={BRIEF_LABELS.persona}>
        <ChoiceGroup group={G.personas} />
        <TextField name="addPersona" label={T.addPersona} maxLength={MAX.short} />
      </BriefSection>
      <BriefSection heading={BRIEF_LABELS.targetAudience}>
        <ChoiceGroup group={G.demographics} />
        <TextField name="addDemographic" label={T.addDemographic} maxLength={MAX.short} />
      </BriefSection>
    </>
  );
}
