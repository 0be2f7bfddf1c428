import type { ReactElement } from 'react';
import { href } from '@portal/shared-contracts/core';
import { STORYBOARD_DISPLAY_STATES, storyboardDisplayState, type StoryboardListItem } from '@portal/shared-contracts/storyboards';
import { BLOCK_LINK_CLASS, Badge, Typography, createStyles, useAssetImage } from '@portal/shared-ui';
import { VideoCameraOutlined } from '@portal/shared-ui/icons';
import { Link } from '@portal/shared-ui/router';
import { STORYBOARD_LIST_TEXTS } from '../../../messages';

const useStyles = createStyles('storyboards-card', (token) => ({
  card: {
    display: 'flex',
    flexDirection: 'column',
    height: '100%',
    overflow: 'hidden',
    color: token.colorText,
    background: token.colorBgContainer,
    border: `${token.lineWidth}px solid ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadiusLG,
    '&:hover': { boxShadow: token.boxShadowTertiary, color: token.colorText },
    '&:focus-visible': { outline: `${token.lineWidthFocus}px solid ${token.colorPrimary}`, outlineOffset: token.lineWidthFocus },
  },
  media: { display: 'block', width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', background: token.colorFillSecondary },
  placeholder: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    aspectRatio: '16 / 9',
    background: token.colorFillSecondary,
    color: token.colorTextTertiary,
    fontSize: token.fontSizeHeading2,
  },
  body: { display: 'flex', flexDirection: 'column', gap: token.marginXXS, padding: token.paddingSM },
  code: { color: token.colorTextSecondary, fontSize: token.fontSizeSM },
  title: { fontWeight: token.fontWeightStrong, overflowWrap: 'anywhere' },
}));

/**
 * The cards whose images the browser fetches at once and first: the first row on a
 * desktop screen, where the page's largest paint is (issue 19). The others load as they
 * scroll into view.
 */
export const FIRST_ROW_CARDS = 4;

/**
 * A storyboard card (001 §2): image, project code, title and live/draft, all one link to
 * its page. `firstRow` fetches the image at once, at high priority.
 */
export function StoryboardCard({ storyboard, firstRow = false }: { storyboard: StoryboardListItem; firstRow?: boolean }): ReactElement {
  const classes = useStyles();
  const image = useAssetImage(storyboard.landScapeImageAssetId);
  const live = storyboardDisplayState(storyboard.status) === STORYBOARD_DISPLAY_STATES.live;
  return (
    <Link to={href.storyboard(storyboard.scriptId)} className={`${BLOCK_LINK_CLASS} ${classes.card}`}>
      {image ? (
        <img
          {...image}
          alt={storyboard.scriptTitle}
          loading={firstRow ? 'eager' : 'lazy'}
          fetchPriority={firstRow ? 'high' : 'auto'}
          className={classes.media}
        />
      ) : (
        <span aria-hidden="true" data-testid="card-placeholder" className={classes.placeholder}>
          <VideoCameraOutlined />
        </span>
      )}
      <span className={classes.body}>
        <Typography.Text className={classes.code}>{storyboard.project.code}</Typography.Text>
        <Typography.Text className={classes.title}>{storyboard.scriptTitle}</Typography.Text>
        <Badge status={live ? 'success' : 'default'} text={live ? STORYBOARD_LIST_TEXTS.live : STORYBOARD_LIST_TEXTS.draft} />
      </span>
    </Link>
  );
}
