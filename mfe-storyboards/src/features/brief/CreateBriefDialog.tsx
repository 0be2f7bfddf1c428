import { lazy, Suspense, type ReactElement } from 'react';
import type { CreateBriefModalProps } from './CreateBriefModal';

/** The modal's chunk (its form and fields) loads at the first opening, not with the page. */
const CreateBriefModal = lazy(() => import('./CreateBriefModal').then((m) => ({ default: m.CreateBriefModal })));

/** The Create Brief modal, for a button to mount while it is open. */
export function CreateBriefDialog(props: CreateBriefModalProps): ReactElement {
  return (
    <Suspense fallback={null}>
      <CreateBriefModal {...props} />
    </Suspense>
  );
}
