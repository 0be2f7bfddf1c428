import type { ReactElement } from 'react';
import {
  AppstoreOutlined,
  BarChartOutlined,
  CreditCardOutlined,
  HomeOutlined,
  LineChartOutlined,
  MobileOutlined,
  QuestionCircleOutlined,
  RobotOutlined,
  ToolOutlined,
  UserOutlined,
  VideoCameraOutlined,
} from '@portal/shared-ui/icons';
import type { HelpTopicSlug } from '../types';

const ICONS: Readonly<Record<HelpTopicSlug, typeof HomeOutlined>> = {
  overview: QuestionCircleOutlined,
  portal: HomeOutlined,
  storyboards: AppstoreOutlined,
  mobileapp: MobileOutlined,
  metrics: BarChartOutlined,
  insights: LineChartOutlined,
  recommender: RobotOutlined,
  storyboardcreator: ToolOutlined,
  videocreator: VideoCameraOutlined,
  accountsettings: UserOutlined,
  purchaserefund: CreditCardOutlined,
};

/** A topic's decorative icon; hidden from assistive technology, the title names the tile. */
export function TopicIcon({ slug, className }: { slug: HelpTopicSlug; className?: string }): ReactElement {
  const Icon = ICONS[slug];
  return <Icon aria-hidden className={className} />;
}
