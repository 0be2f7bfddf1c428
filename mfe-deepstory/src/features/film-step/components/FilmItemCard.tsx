import { useState, type ReactElement } from 'react';
import { AI_STORYBOARD_TEXTS, FILM_STEP_TEXTS as T, type AiAssetRef } from '@portal/shared-contracts/deepstory';
import { Button, Flex, Typography } from '@portal/shared-ui';
import { BusyNote } from '../../../components/BusyNote';
import { Card } from '@portal/shared-ui/widgets';
import { SignedMedia } from '../../asset-urls';
import { ChooseFileButton, checkSlotFile, keepFile } from '../../uploads';
import { ITEM_LABELS, type ChosenFile, type FilmItem } from '../filmDraft';

export interface FilmItemCardProps {
  readonly item: FilmItem;
  /** The item's file (none or one): the draft's while editing, else the saved one. */
  readonly assets: readonly AiAssetRef[];
  readonly customerId: number;
  readonly editing: boolean;
  readonly uploading: boolean;
  readonly chosen: ChosenFile | null;
  readonly onFile: (file: ChosenFile) => void;
  readonly onClear: () => void;
}

/**
 * The watermark, closing logo or background audio card (002 §2): its file, and while
 * editing a file chooser that takes only the right type ("The watermark must be an Image
 * File only", "The closing logo must be an Image File only", "The background audio must be
 * an Audio File only") and a way to remove it.
 */
export function FilmItemCard({ item, assets, customerId, editing, uploading, chosen, onFile, onClear }: FilmItemCardProps): ReactElement {
  const label = ITEM_LABELS[item];
  const [refusal, setRefusal] = useState<string | null>(null);
  const current = assets[0]?.asset_id ?? null;
  const take = (file: File): void => {
    const checked = checkSlotFile(file, item);
    if (!checked.ok) {
      setRefusal(checked.reason);
      return;
    }
    setRefusal(null);
    onFile({ fileId: keepFile(file), name: file.name, contentType: checked.contentType, media: checked.kind === 'Audio' ? 'audio' : 'image' });
  };
  return (
    <Card title={label}>
      <Flex vertical gap="small">
        {current ? <SignedMedia assetKey={current} customerId={customerId} alt={label} kind={item === 'backgroundAudio' ? 'audio' : 'image'} /> : <Typography.Text type="secondary">{T.noFile}</Typography.Text>}
        {chosen ? <Typography.Text type="secondary">{AI_STORYBOARD_TEXTS.newFile(chosen.name)}</Typography.Text> : null}
        {uploading ? <BusyNote text={T.uploading} /> : null}
        {editing ? (
          <Flex gap="small" wrap>
            <ChooseFileButton label={T.chooseFile(label)} slot={item} onFile={take} />
            {current || chosen ? (
              <Button size="small" onClick={onClear}>
                {T.removeFile(label)}
              </Button>
            ) : null}
          </Flex>
        ) : null}
        {refusal ? (
          <Typography.Text type="danger" role="alert">
            {refusal}
          </Typography.Text>
        ) : null}
      </Flex>
    </Card>
  );
}
