import { useCallback, useEffect, useId, type ReactElement } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { MEDIA_TYPES, RENDER_TEXTS, type ReusableAsset } from '@portal/shared-contracts/storyboards';
import { InfiniteList, Typography, createStyles } from '@portal/shared-ui';
import { SearchOutlined, VideoCameraOutlined } from '@portal/shared-ui/icons';
import { Input } from '@portal/shared-ui/forms';
import { useAssetView } from '../../asset-urls';
import { startAssetDrag } from '../../shared';
import { paletteMoreRequested, paletteOpened, paletteQueryChanged, selectPalette } from '../paletteSlice';

const useStyles = createStyles('render-palette', (token) => ({
  heading: { marginBlock: `0 ${token.marginXS}px` },
  search: { marginBlockEnd: token.marginXS, maxWidth: 320 },
  tile: {
    display: 'flex',
    flexDirection: 'column',
    gap: token.marginXXS,
    padding: token.paddingXXS,
    cursor: 'grab',
    borderRadius: token.borderRadius,
    boxShadow: `0 0 0 ${token.lineWidth}px ${token.colorBorderSecondary}`,
    background: token.colorBgContainer,
  },
  still: { display: 'grid', placeItems: 'center', width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', color: token.colorTextQuaternary, background: token.colorFillTertiary },
  name: { fontSize: token.fontSizeSM, overflowWrap: 'anywhere' },
}));

/** Tile width: several side by side above the shots. */
const TILE_WIDTH = 140;

/** One of the customer's videos: its still and name, dragged onto a shot as the side panel's tiles are. */
function VideoTile({ asset, hintId }: { asset: ReusableAsset; hintId: string }): ReactElement {
  const classes = useStyles();
  const { view } = useAssetView(asset.assetId, asset.customerId);
  const still = view?.thumbnailUrl ?? null;
  return (
    <div draggable aria-describedby={hintId} className={classes.tile} onDragStart={(e) => startAssetDrag(e, { assetId: asset.assetId, mediaType: MEDIA_TYPES.Video })}>
      {still ? (
        <img src={still} alt="" draggable={false} className={classes.still} />
      ) : (
        <span aria-hidden="true" className={classes.still}>
          <VideoCameraOutlined />
        </span>
      )}
      <Typography.Text className={classes.name}>{asset.name}</Typography.Text>
    </div>
  );
}

/**
 * "Your videos" in render mode (001 §2): the customer's reusable assets that are videos,
 * searched by words and paged 20 at a time, each draggable onto a UGV shot.
 */
export function VideoPalette(): ReactElement {
  const classes = useStyles();
  const dispatch = useDispatch();
  const hintId = useId();
  const { query, status, videos, loaded, total } = useSelector(selectPalette);
  useEffect(() => {
    dispatch(paletteOpened());
  }, [dispatch]);
  // The next page starts after every hit loaded, videos or not.
  const onLoadMore = useCallback(() => dispatch(paletteMoreRequested({ from: loaded })), [dispatch, loaded]);
  return (
    <section aria-label={RENDER_TEXTS.paletteHeading}>
      <Typography.Title level={3} className={classes.heading}>
        {RENDER_TEXTS.paletteHeading}
      </Typography.Title>
      <Input
        type="search"
        value={query}
        aria-label={RENDER_TEXTS.paletteSearch}
        placeholder={RENDER_TEXTS.paletteSearch}
        prefix={<SearchOutlined aria-hidden="true" />}
        onChange={(e) => dispatch(paletteQueryChanged({ query: e.target.value }))}
        className={classes.search}
      />
      <Typography.Paragraph type="secondary" id={hintId}>
        {RENDER_TEXTS.paletteHint}
      </Typography.Paragraph>
      <InfiniteList
        label={RENDER_TEXTS.paletteList}
        layout="grid"
        minCardWidth={TILE_WIDTH}
        items={videos}
        getKey={(asset) => String(asset.id)}
        renderItem={(asset) => <VideoTile asset={asset} hintId={hintId} />}
        status={status}
        hasMore={loaded < total}
        error={status === 'failed' ? RENDER_TEXTS.paletteFailed : undefined}
        onLoadMore={onLoadMore}
        empty={{ title: RENDER_TEXTS.paletteEmpty, description: RENDER_TEXTS.paletteEmptyHint }}
      />
    </section>
  );
}
