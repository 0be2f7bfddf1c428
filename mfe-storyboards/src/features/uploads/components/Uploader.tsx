import { useId, useState, type ReactElement } from 'react';
import { UPLOAD_TEXTS as T } from '@portal/shared-contracts/storyboards';
import { Typography, createStyles } from '@portal/shared-ui';
import { InboxOutlined } from '@portal/shared-ui/icons';
import { MediaDropZone } from '@portal/shared-ui/data';
import { DROP_ZONE_FILES } from '../files';
import { UploadModal } from './UploadModal';

const useStyles = createStyles('storymaker-uploader', (token) => ({
  icon: { fontSize: token.fontSizeHeading1, color: token.colorPrimary },
}));

/**
 * "Upload your Storyboard" (001 §2): the Storymaker's uploader while no storyboard is
 * selected. Files dropped or chosen here open "Upload Storyboard or Asset" with them,
 * where each is routed and more can be added.
 */
export function Uploader(): ReactElement {
  const classes = useStyles();
  const [picked, setPicked] = useState<File[] | null>(null);
  const heading = useId();
  return (
    <section aria-labelledby={heading}>
      <Typography.Title level={2} id={heading}>
        {T.uploadYourStoryboard}
      </Typography.Title>
      <Typography.Paragraph>{T.uploaderIntro}</Typography.Paragraph>
      <MediaDropZone label={T.uploadYourStoryboard} accept={[]} multiple files={DROP_ZONE_FILES} onFiles={setPicked}>
        <InboxOutlined aria-hidden className={classes.icon} />
      </MediaDropZone>
      <UploadModal open={picked !== null} initialFiles={picked ?? []} onClose={() => setPicked(null)} />
    </section>
  );
}
