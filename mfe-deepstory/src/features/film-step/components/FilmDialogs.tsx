import type { ReactElement } from 'react';
import { FILM_STEP_TEXTS as T } from '@portal/shared-contracts/deepstory';
import { Button, Flex, Spin, Tag, Typography } from '@portal/shared-ui';
import { Modal, ProgressModal } from '@portal/shared-ui/widgets';
import { SignedMedia } from '../../asset-urls';
import type { FilmStepState } from '../slice';

export interface AddToAccountDialogsProps {
  readonly state: FilmStepState['addToAccount'];
  readonly onConfirm: () => void;
  readonly onDismiss: () => void;
}

/** Add to Account (002 §2): the confirm, then the progress while it is added and the new storyboard loads. */
export function AddToAccountDialogs({ state, onConfirm, onDismiss }: AddToAccountDialogsProps): ReactElement {
  return (
    <>
      <Modal open={state.status === 'confirming'} title={T.addToAccountTitle} okText={T.addToAccount} cancelText={T.cancel} onOk={onConfirm} onCancel={onDismiss} destroyOnHidden>
        <Typography.Paragraph>{T.addToAccountBody}</Typography.Paragraph>
      </Modal>
      <ProgressModal open={state.status === 'adding' || state.status === 'opening'} message={state.status === 'opening' ? T.openingStoryboard : T.addingToAccount} />
    </>
  );
}

export interface KdenDialogProps {
  readonly state: FilmStepState['kden'];
  readonly onDownload: () => void;
  readonly onDismiss: () => void;
}

/** Download editing-project file (002 §2, admins with viewDownloadKden): output.tar.gz. */
export function KdenDialog({ state, onDownload, onDismiss }: KdenDialogProps): ReactElement {
  return (
    <Modal
      open={state.open}
      title={T.downloadTitle}
      okText={T.download}
      cancelText={T.cancel}
      okButtonProps={{ loading: state.preparing }}
      onOk={onDownload}
      onCancel={onDismiss}
      destroyOnHidden
    >
      <Typography.Paragraph>{T.downloadBody}</Typography.Paragraph>
      {state.preparing ? <Typography.Text role="status">{T.preparingDownload}</Typography.Text> : null}
    </Modal>
  );
}

export interface DgVideoDialogProps {
  readonly state: FilmStepState['dgVideo'];
  readonly customerId: number;
  readonly onMake: () => void;
  readonly onDismiss: () => void;
}

/** The Director Guide video (beta; 002 §2): made on request, then played. */
export function DgVideoDialog({ state, customerId, onMake, onDismiss }: DgVideoDialogProps): ReactElement {
  return (
    <Modal
      open={state.open}
      title={
        <Flex gap="small" align="center">
          {T.dgVideo}
          <Tag>{T.beta}</Tag>
        </Flex>
      }
      footer={<Button onClick={onDismiss}>{T.close}</Button>}
      onCancel={onDismiss}
      destroyOnHidden
    >
      <Typography.Paragraph>{T.dgBody}</Typography.Paragraph>
      {state.status === 'making' ? (
        <Flex gap="small" align="center" role="status">
          <Spin />
          <Typography.Text>{T.dgMaking}</Typography.Text>
        </Flex>
      ) : null}
      {state.status === 'done' && state.videoKey ? <SignedMedia assetKey={state.videoKey} customerId={customerId} alt={T.dgVideo} kind="video" /> : null}
      {state.status !== 'making' ? (
        <Button type={state.status === 'done' ? 'default' : 'primary'} onClick={onMake}>
          {T.dgMake}
        </Button>
      ) : null}
    </Modal>
  );
}
