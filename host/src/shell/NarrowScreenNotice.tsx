import { memo, useEffect, useState, type ReactElement } from 'react';
import { NARROW_SCREEN_MAX_WIDTH_PX, SHELL_MESSAGES } from '@portal/shared-contracts/core';
import { Modal } from '@portal/shared-ui/widgets';

const query = `(max-width: ${NARROW_SCREEN_MAX_WIDTH_PX}px)`;

/** Dismissible notice for screens 767 px wide or less (000 §2); memoised (HeaderActions.tsx). */
export const NarrowScreenNotice = memo(function NarrowScreenNotice(): ReactElement {
  const [narrow, setNarrow] = useState(() => window.matchMedia(query).matches);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    const mql = window.matchMedia(query);
    const onChange = (): void => setNarrow(mql.matches);
    mql.addEventListener('change', onChange);
    return () => mql.removeEventListener('change', onChange);
  }, []);
  return (
    <Modal
      open={narrow && !dismissed}
      onCancel={() => setDismissed(true)}
      onOk={() => setDismissed(true)}
      okText={SHELL_MESSAGES.ok}
      cancelButtonProps={{ style: { display: 'none' } }}
      centered
      title={SHELL_MESSAGES.narrowScreenTitle}
    >
      <p>{SHELL_MESSAGES.narrowScreen}</p>
    </Modal>
  );
});
