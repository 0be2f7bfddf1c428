import type { ReactElement } from 'react';
import { STORYMAKER_PANEL_TEXTS as T } from '@portal/shared-contracts/storyboards';
import { Button, createStyles } from '@portal/shared-ui';
import { AppstoreOutlined, BulbOutlined, InboxOutlined, PictureOutlined, VideoCameraOutlined } from '@portal/shared-ui/icons';
import { Tooltip } from '@portal/shared-ui/widgets';
import { PANEL_TOOLS, TOOL_NAMES, type PanelTool } from '../tools';

const useStyles = createStyles('storymaker-panel-tools', (token) => ({
  tools: { display: 'flex', flexDirection: 'column', gap: token.marginXXS },
}));

const ICONS: Readonly<Record<PanelTool, ReactElement>> = {
  directorsGuide: <BulbOutlined aria-hidden="true" />,
  photos: <PictureOutlined aria-hidden="true" />,
  storyboards: <VideoCameraOutlined aria-hidden="true" />,
  marketplace: <AppstoreOutlined aria-hidden="true" />,
};

/** The tools in the spec's order (001 §2), Upload file third. */
const BEFORE_UPLOAD: readonly PanelTool[] = [PANEL_TOOLS.directorsGuide, PANEL_TOOLS.photos];
const AFTER_UPLOAD: readonly PanelTool[] = [PANEL_TOOLS.storyboards, PANEL_TOOLS.marketplace];

export interface ToolBarProps {
  /** The list shown, or null while the panel is collapsed. */
  readonly active: PanelTool | null;
  readonly onChoose: (tool: PanelTool) => void;
  readonly onUpload: () => void;
}

/**
 * The side panel's tool icons (001 §2), each a button named after its tool: the four lists
 * (pressed while shown) and Upload file, which opens the upload modal.
 */
export function ToolBar({ active, onChoose, onUpload }: ToolBarProps): ReactElement {
  const classes = useStyles();
  const tool = (key: PanelTool): ReactElement => (
    <Tooltip key={key} title={TOOL_NAMES[key]}>
      <Button type={active === key ? 'primary' : 'text'} icon={ICONS[key]} aria-label={TOOL_NAMES[key]} aria-pressed={active === key} onClick={() => onChoose(key)} />
    </Tooltip>
  );
  return (
    <div role="group" aria-label={T.tools} className={classes.tools}>
      {BEFORE_UPLOAD.map(tool)}
      <Tooltip title={T.uploadHint}>
        <Button type="text" icon={<InboxOutlined aria-hidden="true" />} aria-label={T.uploadFile} aria-haspopup="dialog" onClick={onUpload} />
      </Tooltip>
      {AFTER_UPLOAD.map(tool)}
    </div>
  );
}
