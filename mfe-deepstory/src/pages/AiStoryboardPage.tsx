import type { ReactElement } from 'react';
import { AiStoryboardPage as Page } from '../features/ai-storyboard/AiStoryboardPage';

/** Storyboard detail (002 §2), a lazy chunk of its own. */
export default function AiStoryboardPage(): ReactElement {
  return <Page />;
}
