import type { ReactElement } from 'react';
import { BRAND, Button, ExportOutlined, PlayCircleOutlined, Typography } from '@portal/shared-ui';
import { Card } from '@portal/shared-ui/widgets';
import { HELP_PAGE_TEXT } from '../helpContent';
import type { HelpVideo } from '../types';

/**
 * A help video as a poster card with a link out. No third-party iframe: the portal
 * must work offline and stay fast, and the video site may set its own cookies.
 */
export function HelpVideoCard({ video }: { video: HelpVideo }): ReactElement {
  return (
    <Card style={{ maxWidth: 560 }} styles={{ body: { padding: 0 } }}>
      <div
        aria-hidden
        style={{
          aspectRatio: '16 / 9',
          display: 'grid',
          placeItems: 'center',
          borderRadius: '8px 8px 0 0',
          background: `linear-gradient(135deg, ${BRAND.ink}, ${BRAND.primary})`,
        }}
      >
        <PlayCircleOutlined style={{ fontSize: 64, color: '#ffffff' }} />
      </div>
      <div style={{ padding: 20 }}>
        <Typography.Title level={3} style={{ fontSize: 17, marginTop: 0 }}>
          {video.title}
        </Typography.Title>
        <Typography.Paragraph style={{ color: BRAND.muted }}>
          {video.description} ({video.duration})
        </Typography.Paragraph>
        <Button href={video.url} target="_blank" rel="noopener noreferrer" icon={<ExportOutlined aria-hidden />} iconPlacement="end">
          {HELP_PAGE_TEXT.watchOnVideoSite}
        </Button>
      </div>
    </Card>
  );
}
