import { useId, type ReactElement } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { MEDIA_TYPES, STORYMAKER_PANEL_TEXTS as T, type StockPhoto } from '@portal/shared-contracts/storyboards';
import { Button, Typography } from '@portal/shared-ui';
import { photoList } from '../lists';
import { photoPickRequested, selectPick, type StorymakerPanelState } from '../slice';
import { PanelCard } from './PanelCard';
import { PanelListView } from './PanelListView';
import { TileImage } from './TileImage';

/**
 * A stock photo (001 §3): its image, its photographer's credit linking to the photo's page,
 * and "Use photo", which makes it the customer's asset; once it is, the tile can be dragged
 * onto the storyboard's cover or a shot.
 */
function PhotoTile({ photo, dragHintId }: { photo: StockPhoto; dragHintId: string }): ReactElement {
  const dispatch = useDispatch();
  const pick = useSelector((state: { storymakerPanel: StorymakerPanelState }) => selectPick(state, photo.id));
  const name = photo.alt_description || T.photoBy(photo.user.name);
  const picked = pick?.status === 'picked' ? pick : null;
  const footer = (
    <>
      <Typography.Link href={photo.links.html} target="_blank" rel="noopener noreferrer">
        {T.photoBy(photo.user.name)}
      </Typography.Link>
      {picked ? (
        <Typography.Text type="success" role="status">
          {T.photoAdded}
        </Typography.Text>
      ) : (
        <Button size="small" loading={pick?.status === 'picking'} aria-label={T.choosePhotoNamed(name)} onClick={() => dispatch(photoPickRequested({ photoId: photo.id }))}>
          {T.choosePhoto}
        </Button>
      )}
      {pick?.status === 'failed' ? (
        <Typography.Text type="danger" role="alert">
          {pick.error}
        </Typography.Text>
      ) : null}
    </>
  );
  return (
    <PanelCard
      image={<TileImage src={photo.urls.thumb} alt={name} mediaType={MEDIA_TYPES.Image} />}
      footer={footer}
      drag={picked ? { assetId: picked.assetId, mediaType: picked.mediaType } : null}
      dragHintId={dragHintId}
    />
  );
}

/** Photos (001 §2): stock photos for the words typed, 20 a page (GET /stock-photos). */
export function PhotosPanel(): ReactElement {
  const hintId = useId();
  return (
    <PanelListView
      list={photoList}
      label={T.photoList}
      searchLabel={T.searchPhotos}
      getKey={(photo) => photo.id}
      renderItem={(photo) => <PhotoTile photo={photo} dragHintId={hintId} />}
      empty={{ title: T.noPhotos, description: T.tryOtherWords }}
      prompt={{ title: T.photosPrompt, description: T.photosPromptHint }}
      intro={<span id={hintId}>{T.dragHint}</span>}
    />
  );
}
