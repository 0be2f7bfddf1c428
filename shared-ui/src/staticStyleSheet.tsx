import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { Alert, Badge, Button, Col, ConfigProvider, Divider, Empty, Flex, Layout, Result, Row, Skeleton, Space, Spin, Tag, Typography } from './antd';
import { Breadcrumb, Card, Collapse, Dropdown, Menu, Modal, Progress, Tooltip, notification } from './widgetsAntd';
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
 * The light and widgets entries' antd components' styles as a style sheet, made at build
 * time by rendering one of each under the portal's theme (docs/adr/046). The host's page
 * loads it, so the shell and each page's first render no longer compute, serialise and
 * insert these styles. The sheet ends with antd's cache-path map, which its style engine
 * reads at the first render; a component whose style is listed there takes it from the
 * sheet. A style not listed (the forms and data entries' components, another theme) is
 * still made at run time.
 *
 * It must be made with production's settings (NODE_ENV=production: antd's class hash
 * differs in development), or no path matches and the sheet is dead weight.
 */
export function antdStyleSheet(): string {
  const cache = createCache();
  renderToString(
    <StyleProvider cache={cache}>
      <ConfigProvider theme={portalProvidedTheme} locale={portalLocale}>
        {lightCatalogue()}
        {widgetsCatalogue()}
      </ConfigProvider>
    </StyleProvider>,
  );
  return extractStyle(cache, { plain: true, types: ['style'] });
}
