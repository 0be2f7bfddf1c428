import { useEffect, type ReactElement } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { LABELS } from '@portal/shared-contracts/core';
import { Modal } from '@portal/shared-ui/widgets';
import { DEEPSTORY_UI } from '../../../texts';
import { deleteRequested, outcomeSeen, selectDeleteProgress } from '../slice';

export interface DeleteDialogProps {
  readonly open: boolean;
  readonly userId: number;
  readonly ids: readonly number[];
  readonly onClose: () => void;
  /** The storyboards are gone: the page clears its selection. */
  readonly onDeleted: () => void;
}

/** The confirm of the series page's delete (002 §4: confirm modal, then "Storyboard(s) deleted successfully"). */
export function DeleteDialog({ open, userId, ids, onClose, onDeleted }: DeleteDialogProps): ReactElement {
  const dispatch = useDispatch();
  const progress = useSelector(selectDeleteProgress);
  useEffect(() => {
    if (progress === 'idle' || progress === 'working') return;
    if (progress === 'done') {
      onDeleted();
      onClose();
    }
    dispatch(outcomeSeen('remove'));
  }, [progress, dispatch, onClose, onDeleted]);
  return (
    <Modal
      open={open}
      title={DEEPSTORY_UI.deleteTitle}
      okText={LABELS.delete}
      cancelText={LABELS.cancel}
      okButtonProps={{ danger: true }}
      confirmLoading={progress === 'working'}
      onOk={() => dispatch(deleteRequested({ userId, ids }))}
      onCancel={onClose}
      destroyOnHidden
    >
      {DEEPSTORY_UI.deleteBody(ids.length)}
    </Modal>
  );
}
