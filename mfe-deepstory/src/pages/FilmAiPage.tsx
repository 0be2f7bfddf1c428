import type { ReactElement } from 'react';
import { DesignLayout } from '../features/design/DesignLayout';
import { FilmStepPage } from '../features/film-step/FilmStepPage';

/** Film Ai (002 §2): the film step in the Deep Story frame (collapsible side navigation, profile settings), a lazy chunk of its own. */
export default function FilmAiPage(): ReactElement {
  return (
    <DesignLayout>
      <FilmStepPage />
    </DesignLayout>
  );
}
