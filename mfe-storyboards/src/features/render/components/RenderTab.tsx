import { useEffect, type ReactElement } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { RENDER_TEXTS, type StoryboardDetail } from '@portal/shared-contracts/storyboards';
import { Alert, Flex, Spin, Typography, createStyles } from '@portal/shared-ui';
import { latestRequested, selectRender, selectRendersInProgress } from '../slice';
import { LatestRender } from './LatestRender';
import { RenderProgress } from './RenderProgress';

const useStyles = createStyles('render-tab', (token) => ({
  heading: { marginBlock: `${token.marginSM}px ${token.marginXS}px` },
}));

/** The Render tab's label: "Render", with the render counter while renders are in progress. */
export function RenderTabLabel(): ReactElement {
  const count = useSelector(selectRendersInProgress);
  return <span>{RENDER_TEXTS.tabWithCount(count)}</span>;
}

/**
 * The Render tab (001 §2): the renders in progress, then the storyboard's latest film with
 * its player and Download link (asked for when the tab opens, and after each render).
 */
export function RenderTab({ storyboard }: { readonly storyboard: Pick<StoryboardDetail, 'id' | 'customerId'> }): ReactElement {
  const classes = useStyles();
  const dispatch = useDispatch();
  const customerId = String(storyboard.customerId);
  const { latest } = useSelector(selectRender);
  useEffect(() => {
    dispatch(latestRequested({ storyboardId: storyboard.id, customerId }));
  }, [dispatch, storyboard.id, customerId]);
  const mine = latest.storyboardId === storyboard.id;
  let film: ReactElement;
  if (mine && latest.render?.assetId) film = <LatestRender render={latest.render} customerId={customerId} />;
  else if (!mine || latest.status === 'loading' || latest.status === 'idle') film = <Spin aria-label={RENDER_TEXTS.latestHeading} />;
  else if (latest.status === 'failed') film = <Alert type="warning" showIcon title={RENDER_TEXTS.latestFailed} />;
  else film = <Typography.Text type="secondary">{RENDER_TEXTS.noRenderYet}</Typography.Text>;
  return (
    <Flex vertical gap="small">
      <RenderProgress />
      <Typography.Title level={2} className={classes.heading}>
        {RENDER_TEXTS.latestHeading}
      </Typography.Title>
      {film}
    </Flex>
  );
}
