import { useEffect, useId, type ReactElement } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { STORYMAKER_PANEL_TEXTS as T } from '@portal/shared-contracts/storyboards';
import { Button, Typography, createStyles, overAntd } from '@portal/shared-ui';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@portal/shared-ui/icons';
import { MarketplacePanel } from './components/MarketplacePanel';
import { PhotosPanel } from './components/PhotosPanel';
import { ReusableAssetsPanel } from './components/ReusableAssetsPanel';
import { StoryboardsPanel } from './components/StoryboardsPanel';
import { ToolBar } from './components/ToolBar';
import { collapseToggled, panelShown, selectCollapsed, selectTool, toolChosen } from './slice';
import { TOOL_NAMES, type PanelTool } from './tools';

const useStyles = createStyles('storymaker-panel', (token) => ({
  panel: {
    display: 'flex',
    gap: token.marginSM,
    alignItems: 'flex-start',
    padding: token.paddingXS,
    background: token.colorBgContainer,
    border: `${token.lineWidth}px solid ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadiusLG,
  },
  rail: { display: 'flex', flexDirection: 'column', gap: token.marginXS },
  body: { flex: '1 1 auto', width: 300, minWidth: 0, maxHeight: '80vh', overflowY: 'auto', paddingInlineEnd: token.paddingXXS },
  heading: overAntd({ marginBlock: `0 ${token.marginSM}px`, fontSize: token.fontSizeHeading4 }),
}));

const PANELS: Readonly<Record<PanelTool, () => ReactElement>> = {
  directorsGuide: ReusableAssetsPanel,
  photos: PhotosPanel,
  storyboards: StoryboardsPanel,
  marketplace: MarketplacePanel,
};

export interface StorymakerSidePanelProps {
  /**
   * The customer the panel works for: whose private images it shows and whose asset a
   * picked photo becomes. The storyboard's customer when an admin edits another
   * customer's storyboard; the signed-in user's when absent.
   */
  readonly customerId?: string | number | null;
  /** Upload file: opens the upload modal ("Upload Storyboard or Asset"). */
  readonly onUpload: () => void;
}

/**
 * The storymaker's side panel (001 §2): tool icons for Director's Guide, Photos, Upload
 * file, Storyboards and Market Place (shown first), and the chosen list. It collapses to
 * its icons. Reusable assets and picked photos can be dragged onto the storyboard's cover
 * or a shot, where the storyboard detail takes them as it takes its own assets.
 */
export function StorymakerSidePanel({ customerId = null, onUpload }: StorymakerSidePanelProps): ReactElement {
  const dispatch = useDispatch();
  const collapsed = useSelector(selectCollapsed);
  const tool = useSelector(selectTool);
  const bodyId = useId();
  const headingId = useId();
  const classes = useStyles();
  const customer = customerId === null ? null : String(customerId);

  useEffect(() => {
    dispatch(panelShown({ customerId: customer }));
  }, [dispatch, customer]);

  const Panel = PANELS[tool];
  return (
    <aside aria-label={T.panel} className={classes.panel}>
      <div className={classes.rail}>
        <Button
          type="text"
          icon={collapsed ? <MenuUnfoldOutlined aria-hidden="true" /> : <MenuFoldOutlined aria-hidden="true" />}
          aria-label={collapsed ? T.expand : T.collapse}
          aria-expanded={!collapsed}
          aria-controls={collapsed ? undefined : bodyId}
          onClick={() => dispatch(collapseToggled())}
        />
        <ToolBar active={collapsed ? null : tool} onChoose={(next) => dispatch(toolChosen(next))} onUpload={onUpload} />
      </div>
      {collapsed ? null : (
        <section id={bodyId} aria-labelledby={headingId} className={classes.body}>
          <Typography.Title level={2} id={headingId} className={classes.heading}>
            {TOOL_NAMES[tool]}
          </Typography.Title>
          <Panel />
        </section>
      )}
    </aside>
  );
}
