import { useEffect, useState, type ReactElement } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { ROUTES, SHELL_MESSAGES } from '@portal/shared-contracts/core';
import { CONFIRM_DIALOG_TEXTS, CONFIRM_WORDS, REUSABLE_ASSET_TEXTS as T } from '@portal/shared-contracts/storyboards';
import { Alert, Button, Col, EmptyState, Flex, ListSkeleton, PageLayout, Row, createStyles } from '@portal/shared-ui';
import { useParams, useSearchParams } from '@portal/shared-ui/router';
import { ConfirmByTyping, ProgressModal } from '@portal/shared-ui/widgets';
import { AssetEditForm, AssetFacts, changesOf, draftOf, type AssetDraft } from './components/AssetDetails';
import { AssetPreview } from './components/AssetPreview';
import { CUSTOMER_PARAM } from './links';
import {
  assetClosed,
  assetOpened,
  assetRetried,
  deleteAsked,
  deleteCancelled,
  deleteConfirmed,
  editCancelled,
  editStarted,
  saveErrorDismissed,
  saveRequested,
  selectReusableAsset,
} from './slice';

const useStyles = createStyles('reusable-asset-page', (token) => ({
  alert: { marginBottom: token.margin },
}));

/** A positive whole number from the route or query, else null. */
const idOf = (param: string | null | undefined): number | null => (param && /^\d+$/.test(param) && Number(param) > 0 ? Number(param) : null);

/**
 * The reusable asset page (001 §2, /storymaker/asset/{reusableAssetId}): the preview once
 * the media is ready, name, media type, description and tags, and the tools to edit, save
 * (behind "Updating Reusable Asset...") and delete after typing 'delete'.
 */
export function ReusableAssetPage(): ReactElement {
  const id = idOf(useParams().reusableAssetId);
  const customerParam = idOf(useSearchParams()[0].get(CUSTOMER_PARAM));
  const customerId = customerParam === null ? null : String(customerParam);
  const dispatch = useDispatch();
  const state = useSelector(selectReusableAsset);
  const [draft, setDraft] = useState<AssetDraft | null>(null);
  const classes = useStyles();

  useEffect(() => {
    if (id === null) return undefined;
    dispatch(assetOpened({ id, customerId }));
    return () => {
      dispatch(assetClosed());
    };
  }, [dispatch, id, customerId]);

  const { asset, editing, save, removal } = state;
  const shown = asset && asset.id === id ? asset : null;
  const breadcrumb = [{ title: T.title, to: ROUTES.storymaker }, { title: shown?.name ?? T.breadcrumb }];

  if (id === null || state.status === 'notFound') {
    return (
      <PageLayout title={T.title} breadcrumb={breadcrumb}>
        <EmptyState title={T.notAvailable} />
      </PageLayout>
    );
  }
  if (!shown) {
    return (
      <PageLayout title={T.title} breadcrumb={breadcrumb}>
        {state.status === 'failed' ? (
          <Alert type="error" showIcon title={state.error ?? T.fetchError} action={<Button onClick={() => dispatch(assetRetried())}>{SHELL_MESSAGES.retry}</Button>} />
        ) : (
          <ListSkeleton rows={4} />
        )}
      </PageLayout>
    );
  }

  const editDraft = editing ? (draft ?? draftOf(shown)) : null;
  const startEdit = (): void => {
    setDraft(draftOf(shown));
    dispatch(editStarted());
  };
  const onSave = (): void => {
    if (!editDraft) return;
    const changes = changesOf(shown, editDraft);
    dispatch(changes ? saveRequested(changes) : editCancelled());
  };
  const tools = editing ? (
    <Flex gap="small" wrap>
      <Button type="primary" onClick={onSave} disabled={!editDraft || editDraft.name.trim() === ''} loading={save.status === 'busy'}>
        {T.save}
      </Button>
      <Button onClick={() => dispatch(editCancelled())}>{T.cancel}</Button>
    </Flex>
  ) : (
    <Flex gap="small" wrap>
      <Button onClick={startEdit}>{T.edit}</Button>
      <Button danger onClick={() => dispatch(deleteAsked())}>
        {T.delete}
      </Button>
    </Flex>
  );

  return (
    <PageLayout title={T.title} heading={shown.name} breadcrumb={breadcrumb} actions={tools}>
      {save.status === 'failed' && save.error ? (
        <Alert type="error" showIcon closable title={save.error} onClose={() => dispatch(saveErrorDismissed())} className={classes.alert} />
      ) : null}
      {removal.status === 'failed' && removal.error ? <Alert type="error" showIcon title={removal.error} className={classes.alert} /> : null}
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={12}>
          <AssetPreview asset={shown} readiness={state.readiness} />
        </Col>
        <Col xs={24} lg={12}>
          {editDraft ? (
            <AssetEditForm draft={editDraft} mediaType={shown.mediaType} onChange={(fields) => setDraft({ ...editDraft, ...fields })} />
          ) : (
            <AssetFacts asset={shown} />
          )}
        </Col>
      </Row>
      <ConfirmByTyping
        open={removal.confirming}
        title={T.deleteTitle}
        word={CONFIRM_WORDS.DELETE}
        prompt={T.deletePrompt}
        confirmLabel={CONFIRM_DIALOG_TEXTS.deleteButton}
        busy={removal.status === 'busy'}
        onConfirm={() => dispatch(deleteConfirmed())}
        onCancel={() => dispatch(deleteCancelled())}
      />
      <ProgressModal open={save.status === 'busy'} message={T.updating} />
    </PageLayout>
  );
}
