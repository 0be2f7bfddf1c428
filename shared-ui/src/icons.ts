/**
 * Icons used across the portal, re-exported so one copy of each loads: its own shared
 * entry (`@portal/shared-ui/icons`), so a page without them (the sign-in page) does not
 * download them with the light entry. shared-ui's own blocks import the few they draw
 * from @ant-design/icons directly, for the same reason.
 */
export {
  AppstoreOutlined,
  BarChartOutlined,
  BulbOutlined,
  ClockCircleOutlined,
  CreditCardOutlined,
  CustomerServiceOutlined,
  DislikeOutlined,
  DownOutlined,
  EnvironmentOutlined,
  ExperimentOutlined,
  ExportOutlined,
  HolderOutlined,
  HomeOutlined,
  InboxOutlined,
  LeftOutlined,
  LikeOutlined,
  LineChartOutlined,
  LogoutOutlined,
  MailOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  MobileOutlined,
  PhoneOutlined,
  PictureOutlined,
  PlayCircleOutlined,
  PlusOutlined,
  QuestionCircleOutlined,
  ReloadOutlined,
  RightOutlined,
  RobotOutlined,
  SearchOutlined,
  StarFilled,
  ToolOutlined,
  UserOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
