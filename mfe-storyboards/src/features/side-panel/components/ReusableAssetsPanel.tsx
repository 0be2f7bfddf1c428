import { useId, type ReactElement } from 'react';
import { STORYMAKER_PANEL_TEXTS as T, type ReusableAsset } from '@portal/shared-contracts/storyboards';
import { useSessionSnapshot } from '@portal/shared-ui';
import { useAssetView } from '../../asset-urls';
import { reusableAssetHref } from '../../reusable-asset';
import { reusableAssetList } from '../lists';
import { PanelCard } from './PanelCard';
import { PanelListView } from './PanelListView';
import { TileImage, stillOf } from './TileImage';

/**
 * A reusable asset as a tile (001 §2): it links to /storymaker/asset/{reusableAssetId} and
 * can be dragged onto the storyboard's cover or a shot. A private asset's still comes
 * through a signed URL asked for as the customer who owns it.
 */
function ReusableAssetTile({ asset, dragHintId }: { asset: ReusableAsset; dragHintId: string }): ReactElement {
  const { view } = useAssetView(asset.assetId, asset.customerId);
  const own = useSessionSnapshot().user?.customerId ?? null;
  const owner = String(asset.customerId);
  return (
    <PanelCard
      to={reusableAssetHref(asset.id, owner === own ? null : owner)}
      image={<TileImage src={stillOf(view, asset.mediaType)} alt="" mediaType={asset.mediaType} />}
      title={asset.name}
      meta={asset.mediaType}
      drag={{ assetId: asset.assetId, mediaType: asset.mediaType }}
      dragHintId={dragHintId}
    />
  );
}

/** Director's Guide (001 §2): the customer's reusable assets, 20 a page (GET /search/reusable-assets). */
export function ReusableAssetsPanel(): ReactElement {
  const hintId = useId();
  return (
    <PanelListView
      list={reusableAssetList}
      label={T.reusableAssetList}
      searchLabel={T.searchReusableAssets}
      getKey={(asset) => String(asset.id)}
      renderItem={(asset) => <ReusableAssetTile asset={asset} dragHintId={hintId} />}
      empty={{ title: T.noReusableAssets, description: T.noReusableAssetsHint }}
      intro={<span id={hintId}>{T.dragHint}</span>}
    />
  );
}
