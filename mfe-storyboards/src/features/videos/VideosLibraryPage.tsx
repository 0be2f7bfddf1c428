import { useCallback, useEffect, useMemo, type ReactElement } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { VIDEOS_TEXTS as T, type AssetHit } from '@portal/shared-contracts/storyboards';
import { Col, PageLayout, Row, type Paging } from '@portal/shared-ui';
import { DeleteAssetsDialog } from './components/DeleteAssetsDialog';
import { VideoSummary } from './components/VideoSummary';
import { VideoTools } from './components/VideoTools';
import { VideosTable } from './components/VideosTable';
import type { VideosCriteria } from './criteria';
import {
  selectAssets,
  selectCriteria,
  selectDeletion,
  selectError,
  selectHasMore,
  selectPlan,
  selectSelectedIds,
  selectShown,
  selectStatus,
} from './selectors';
import {
  assetShown,
  deleteCancelled,
  deleteConfirmed,
  deleteRequested,
  downloadRequested,
  filtersChanged,
  keywordsChanged,
  libraryOpened,
  pageRequested,
  selectionChanged,
  tableChanged,
  toolsReset,
} from './slice';

/**
 * /videos (001 §2 "Videos page"): the summary panel (the welcome video, or the asset
 * chosen in the table) beside the video tools, then the library's table, which loads 20
 * more rows as its end comes into reach. Opening the page marks the library seen (the
 * Videos badge goes).
 */
export function VideosLibraryPage(): ReactElement {
  const dispatch = useDispatch();
  const criteria = useSelector(selectCriteria);
  const assets = useSelector(selectAssets);
  const status = useSelector(selectStatus);
  const hasMore = useSelector(selectHasMore);
  const error = useSelector(selectError);
  const plan = useSelector(selectPlan);
  const selectedIds = useSelector(selectSelectedIds);
  const shown = useSelector(selectShown);
  const deletion = useSelector(selectDeletion);

  useEffect(() => {
    dispatch(libraryOpened());
  }, [dispatch]);
  const onLoadMore = useCallback((from: number) => dispatch(pageRequested({ from })), [dispatch]);
  const paging: Paging = useMemo(() => ({ status, hasMore, error: error ?? undefined, onLoadMore }), [status, hasMore, error, onLoadMore]);
  // Stable handlers: typing in the tools panel does not render the table again.
  const on = useMemo(
    () => ({
      keywords: (change: Partial<Pick<VideosCriteria, 'text' | 'tags'>>) => dispatch(keywordsChanged(change)),
      filters: (change: Partial<Pick<VideosCriteria, 'mediaType' | 'source' | 'assetKind'>>) => dispatch(filtersChanged(change)),
      reset: () => dispatch(toolsReset()),
      download: () => dispatch(downloadRequested()),
      delete: () => dispatch(deleteRequested()),
      selection: (ids: number[]) => dispatch(selectionChanged(ids)),
      show: (asset: AssetHit) => dispatch(assetShown(asset)),
      table: (change: Pick<VideosCriteria, 'columns' | 'sort'>) => dispatch(tableChanged(change)),
      confirmDelete: () => dispatch(deleteConfirmed()),
      cancelDelete: () => dispatch(deleteCancelled()),
    }),
    [dispatch],
  );

  return (
    <PageLayout title={T.title}>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={15}>
          <section aria-label={T.summary}>
            <VideoSummary asset={shown} />
          </section>
        </Col>
        <Col xs={24} lg={9}>
          <section aria-label={T.tools}>
            <VideoTools
              criteria={criteria}
              selectedCount={selectedIds.length}
              onKeywordsChange={on.keywords}
              onFiltersChange={on.filters}
              onReset={on.reset}
              onDownload={on.download}
              onDelete={on.delete}
            />
          </section>
        </Col>
        <Col span={24}>
          <VideosTable
            assets={assets}
            plan={plan}
            paging={paging}
            selectedIds={selectedIds}
            shownId={shown?.id ?? null}
            onSelectionChange={on.selection}
            onShow={on.show}
            onQueryChange={on.table}
          />
        </Col>
      </Row>
      {deletion !== 'idle' ? (
        <DeleteAssetsDialog
          count={selectedIds.length}
          deleting={deletion === 'deleting'}
          onConfirm={on.confirmDelete}
          onCancel={on.cancelDelete}
        />
      ) : null}
    </PageLayout>
  );
}
