import type { ReactElement } from 'react';
import { BRAND, Button, createStyles, Typography, overAntd } from '@portal/shared-ui';
import { ExportOutlined, PlayCircleOutlined } from '@portal/shared-ui/icons';
import { Card } from '@portal/shared-ui/widgets';
import { HELP_PAGE_TEXT } from '../helpContent';
import type { HelpVideo } from '../types';

const useStyles = createStyles('insights-help-video', (token) => ({
  card: { maxWidth: 560 },
  cardBody: overAntd({ padding: 0 }),
  // The poster fills the card's top, under its rounded corners.
  poster: {
    aspectRatio: '16 / 9',
    display: 'grid',
    placeItems: 'center',
    borderStartStartRadius: token.borderRadiusLG,
    borderStartEndRadius: token.borderRadiusLG,
    // The header's ink (no theme token holds it) into the brand colour.
    background: `linear-gradient(135deg, ${BRAND.ink}, ${token.colorPrimary})`,
  },
  play: overAntd({ fontSize: 64, color: token.colorTextLightSolid }),
  text: { padding: token.paddingMD },
  title: overAntd({ fontSize: token.fontSizeHeading5, marginTop: 0 }),
}));

/**
 * A help video as a poster card with a link out. No third-party iframe: the portal
 * must work offline and stay fast, and the video site may set its own cookies.
 */
export function HelpVideoCard({ video }: { video: HelpVideo }): ReactElement {
  const classes = useStyles();
  return (
    <Card className={classes.card} classNames={{ body: classes.cardBody }}>
      <div aria-hidden className={classes.poster}>
        <PlayCircleOutlined className={classes.play} />
      </div>
      <div className={classes.text}>
        <Typography.Title level={3} className={classes.title}>
          {video.title}
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          {video.description} ({video.duration})
        </Typography.Paragraph>
        <Button href={video.url} target="_blank" rel="noopener noreferrer" icon={<ExportOutlined aria-hidden />} iconPlacement="end">
          {HELP_PAGE_TEXT.watchOnVideoSite}
        </Button>
      </div>
    </Card>
  );
}
