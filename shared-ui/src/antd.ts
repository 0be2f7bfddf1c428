/**
 * The light antd components: the shell's and the content pages'. Apps import antd
 * only from @portal/shared-ui: it is a Module Federation singleton, so antd loads once
 * and is tree-shaken to these lists (docs/adr/003-antd-through-shared-ui.md). Heavy
 * data-entry and data-display components live in `@portal/shared-ui/forms`, a second
 * singleton entry that only pages using them load. Add a component before use.
 */
export {
  Alert,
  Badge,
  Breadcrumb,
  Button,
  Card,
  Col,
  Collapse,
  ConfigProvider,
  Divider,
  Dropdown,
  Empty,
  Flex,
  Layout,
  Menu,
  Modal,
  Result,
  Row,
  Space,
  Spin,
  Tag,
  Tooltip,
  Typography,
  notification,
  theme,
} from 'antd';
export type { MenuProps, ThemeConfig, CollapseProps, BreadcrumbProps } from 'antd';
