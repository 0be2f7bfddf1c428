import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { Alert, Badge, Button, Col, ConfigProvider, Divider, Empty, Flex, Layout, Result, Row, Skeleton, Space, Spin, Tag, Typography } from './antd';
import { Breadcrumb, Card, Collapse, Dropdown, Menu, Modal, Progress, Tooltip, notification } from './widgetsAntd';
import { Checkbox, Form, Input, InputNumber, Radio, Select, Switch } from './formsAntd';
import { Drawer, List, Table, Tabs } from './dataAntd';
import { portalLocale, portalProvidedTheme } from './PortalConfigProvider';

/**
 * One of each component of the light antd entry (`./antd.ts`): every page of the portal
 * shows some of them, the shell first.
 */
function lightCatalogue(): ReactElement {
  return (
    <>
      <Alert title="a" />
      <Badge count={1} />
      <Button>b</Button>
      <Row>
        <Col span={1}>c</Col>
      </Row>
      <Divider />
      <Empty />
      <Flex>f</Flex>
      <Layout>
        <Layout.Header />
        <Layout.Sider />
        <Layout.Content />
        <Layout.Footer />
      </Layout>
      <Result status="warning" title="r" />
      <Skeleton active />
      <Skeleton.Button />
      <Skeleton.Input />
      <Skeleton.Avatar />
      <Skeleton.Image />
      <Skeleton.Node>n</Skeleton.Node>
      <Space>
        <Space.Compact>
          <Button>s</Button>
        </Space.Compact>
      </Space>
      <Spin />
      <Tag>t</Tag>
      <Typography>
        <Typography.Title>t</Typography.Title>
        <Typography.Paragraph>p</Typography.Paragraph>
        <Typography.Text>x</Typography.Text>
        <Typography.Link>l</Typography.Link>
      </Typography>
    </>
  );
}

/**
 * One of each component of the widgets entry (`./widgetsAntd.ts`): the signed-in shell's
 * navigation menu, account dropdown, tooltips and dialogs are on every signed-in page.
 * The overlays render their panels (antd's own way to render them closed, on a server).
 */
function widgetsCatalogue(): ReactElement {
  return (
    <>
      <Breadcrumb items={[{ title: 'b' }]} />
      <Card title="c">c</Card>
      <Collapse items={[{ key: 'c', label: 'c', children: 'c' }]} />
      <Dropdown._InternalPanelDoNotUseOrYouWillBeFired menu={{ items: [{ key: 'd', label: 'd' }] }} />
      <Menu items={[{ key: 'm', label: 'm' }]} />
      {/* A dropdown's menu: the menu's styles again, under the dropdown's class. */}
      <Menu prefixCls="ant-dropdown-menu" items={[{ key: 'm', label: 'm' }]} />
      <Modal._InternalPanelDoNotUseOrYouWillBeFired />
      <Progress percent={1} />
      <Tooltip._InternalPanelDoNotUseOrYouWillBeFired title="t" />
      <notification._InternalPanelDoNotUseOrYouWillBeFired />
    </>
  );
}

/**
 * One of each component of the forms entry (`./formsAntd.ts`) and of the data entry
 * (`./dataAntd.ts`): the areas' pages (lists, tabs, tables, forms, filters).
 */
function areasCatalogue(): ReactElement {
  return (
    <>
      <Form>
        <Form.Item label="f">
          <Input />
        </Form.Item>
      </Form>
      <Input.Password />
      <Input.Search />
      <Input.TextArea />
      <InputNumber />
      <Checkbox />
      <Radio.Group options={['r']} />
      <Select />
      <Switch />
      <Drawer open />
      <List dataSource={['l']} renderItem={(item) => <List.Item>{item}</List.Item>} />
      {/* With a row, as the portal's tables have: its pagination's styles too. */}
      <Table dataSource={[{ key: 't' }]} columns={[{ title: 't', dataIndex: 'key' }]} />
      <Tabs items={[{ key: 't', label: 't' }]} />
    </>
  );
}

/** antd's cache-path map rule, which `extractStyle` puts last. */
export const CACHE_PATH_MAP = /\.data-ant-cssinjs-cache-path\{content:"[^"]*";\}$/;

/** The host's two build-time antd style sheets (docs/adr/046). */
export interface AntdStyleSheets {
  /** The light and widgets entries' styles and their map: every page loads it. */
  readonly base: string;
  /**
   * The forms and data entries' styles, with the map of both sheets: a page opened with a
   * stored session loads it after the base sheet, so its map (later in the cascade) is
   * the one antd reads.
   */
  readonly signedIn: string;
}

/**
 * The light and widgets entries' antd components' styles as a style sheet, made at build
 * time by rendering one of each under the portal's theme (docs/adr/046), and a second
 * sheet with the forms and data entries' styles. The host's page loads the first, and
 * the second too when it opens with a stored session (the areas' pages are behind
 * sign-in; sign-in and sign-up make their form styles at run time rather than load 23 KB
 * more on every public page). So the shell and each page's first render no longer
 * compute, serialise and insert these styles. Each sheet ends with antd's cache-path map,
 * which its style engine reads at the first render; a component whose style is listed
 * there takes it from the sheet. A style not listed (another theme, the portal's own
 * `createStyles`) is still made at run time.
 *
 * It must be made with production's settings (NODE_ENV=production: antd's class hash
 * differs in development), or no path matches and the sheet is dead weight.
 */
export function antdStyleSheets(): AntdStyleSheets {
  const cache = createCache();
  const render = (catalogue: ReactElement): void => {
    renderToString(
      <StyleProvider cache={cache}>
        <ConfigProvider theme={portalProvidedTheme} locale={portalLocale}>
          {catalogue}
        </ConfigProvider>
      </StyleProvider>,
    );
  };
  // `once`: each extraction takes the styles no earlier one took, so the second sheet does
  // not repeat the first's (a table's empty state, a search box's button).
  const extract = (once: boolean): string => extractStyle(cache, { plain: true, types: ['style'], once });
  render(
    <>
      {lightCatalogue()}
      {widgetsCatalogue()}
    </>,
  );
  const base = extract(true);
  render(areasCatalogue());
  const areas = extract(true);
  const map = CACHE_PATH_MAP.exec(extract(false))?.[0];
  if (!map) throw new Error('antd put no cache-path map at the end of its extracted styles');
  return { base, signedIn: areas.replace(CACHE_PATH_MAP, '') + map };
}
