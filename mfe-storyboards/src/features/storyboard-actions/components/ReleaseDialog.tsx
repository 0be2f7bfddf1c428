import { useId, useState, type ReactElement } from 'react';
import { PUBLISH_QUALITIES, STORYBOARD_ACTION_TEXTS as T, type PublishQuality } from '@portal/shared-contracts/storyboards';
import { Typography } from '@portal/shared-ui';
import { Radio } from '@portal/shared-ui/forms';
import { ActionDialog } from './ActionDialog';

const QUALITY_OPTIONS = [
  { value: PUBLISH_QUALITIES.High, label: T.releaseHigh },
  { value: PUBLISH_QUALITIES.Low, label: T.releaseLow },
];

export interface ReleaseDialogProps {
  /** The quality chosen last time, if any; High otherwise (move to live needs High, 001 §4). */
  readonly initialQuality: PublishQuality | null;
  readonly onRelease: (quality: PublishQuality) => void;
  readonly onCancel: () => void;
}

/** Release asks for the render quality, High or Low (001 §4: "asks for a high resolution choice"). */
export function ReleaseDialog({ initialQuality, onRelease, onCancel }: ReleaseDialogProps): ReactElement {
  const [quality, setQuality] = useState<PublishQuality>(initialQuality ?? PUBLISH_QUALITIES.High);
  const labelId = useId();
  return (
    <ActionDialog title={T.releaseTitle} confirmLabel={T.releaseConfirm} ready onConfirm={() => onRelease(quality)} onCancel={onCancel}>
      <Typography.Paragraph id={labelId}>{T.releaseQuality}</Typography.Paragraph>
      <Radio.Group aria-labelledby={labelId} value={quality} options={QUALITY_OPTIONS} onChange={(e) => setQuality(e.target.value as PublishQuality)} />
    </ActionDialog>
  );
}

