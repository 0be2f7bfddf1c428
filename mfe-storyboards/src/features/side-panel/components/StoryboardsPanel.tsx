import type { ReactElement } from 'react';
import { useSelector } from 'react-redux';
import { href } from '@portal/shared-contracts/core';
import { MEDIA_TYPES, STORYMAKER_PANEL_TEXTS as T, type StoryboardListItem } from '@portal/shared-contracts/storyboards';
import { useAssetView } from '../../asset-urls';
import { storyboardList } from '../lists';
import { selectPanelCustomerId } from '../slice';
import { PanelCard } from './PanelCard';
import { PanelListView } from './PanelListView';
import { TileImage, stillOf } from './TileImage';

/** A storyboard as a tile linking to /storymaker/{scriptId} (001 §2); a private cover comes through a signed URL. */
function StoryboardTile({ storyboard }: { storyboard: StoryboardListItem }): ReactElement {
  const customerId = useSelector(selectPanelCustomerId);
  const { view } = useAssetView(storyboard.landScapeImageAssetId, customerId);
  return (
    <PanelCard
      to={href.storymakerStoryboard(storyboard.scriptId)}
      image={<TileImage src={stillOf(view, MEDIA_TYPES.Image)} alt="" mediaType={MEDIA_TYPES.Image} />}
      title={storyboard.scriptTitle}
      meta={`${storyboard.project.code} · ${storyboard.status}`}
    />
  );
}

/** Storyboards (001 §2): the customer's storyboards, 20 a page (GET /search/scripts). */
export function StoryboardsPanel(): ReactElement {
  return (
    <PanelListView
      list={storyboardList}
      label={T.storyboardList}
      searchLabel={T.searchStoryboards}
      getKey={(storyboard) => String(storyboard.scriptId)}
      renderItem={(storyboard) => <StoryboardTile storyboard={storyboard} />}
      empty={{ title: T.noStoryboards, description: T.tryOtherWords }}
    />
  );
}
