/**
 * The light antd components: the shell's and the content pages'. Apps import antd
 * only from @portal/shared-ui: it is a Module Federation singleton, so antd loads once
 * and is tree-shaken to these lists (docs/adr/003-antd-through-shared-ui.md). Heavy
 * data-entry components live in `@portal/shared-ui/forms` and data-display ones (tables,
 * tabs) in `@portal/shared-ui/data`, singleton entries that only pages using them load;
 * menus, overlays, cards and collapsibles are in `@portal/shared-ui/widgets`. Add a
 * component before use.
 */
export {
  Alert,
  Badge,
  Button,
  Col,
  ConfigProvider,
  Divider,
  Empty,
  Flex,
  Layout,
  Result,
  Row,
  Skeleton,
  Space,
  Spin,
  Tag,
  Typography,
  theme,
} from 'antd';
export type { GlobalToken, ThemeConfig } from 'antd';
