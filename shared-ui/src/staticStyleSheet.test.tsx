import { render } from '@testing-library/react';
import { Alert, Badge, Button, Divider, Empty, Flex, Layout, Result, Skeleton, Space, Spin, Tag, Typography } from './antd';
import { PortalConfigProvider } from './PortalConfigProvider';
import { Breadcrumb, Card, Collapse, Dropdown, Menu, Modal, Progress, Tooltip } from './widgetsAntd';
import { portalStyleCache } from './styleCache';
import { antdStyleSheet } from './staticStyleSheet';

/** The cache paths the sheet's map lists (antd's `.data-ant-cssinjs-cache-path` rule). */
function mapOf(sheet: string): Set<string> {
  const content = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)"/.exec(sheet)?.[1] ?? '';
  return new Set(content.split(';').map((entry) => entry.slice(0, entry.lastIndexOf(':'))));
}

describe("the build-time antd style sheet", () => {
  it('lists every style the light and widgets components register at run time, so none of them is computed again', () => {
    const sheet = antdStyleSheet();
    const listed = mapOf(sheet);
    render(
      <PortalConfigProvider>
        <Layout>
          <Layout.Header />
          <Layout.Sider />
          <Layout.Content>
            <Typography.Title>Storyboards</Typography.Title>
            <Typography.Paragraph>text</Typography.Paragraph>
            <Space>
              <Button type="primary">Save</Button>
              <Tag>Draft</Tag>
              <Badge count={3} />
            </Space>
            <Alert type="error" title="Failed" />
            <Flex>
              <Spin />
              <Skeleton active />
              <Empty />
            </Flex>
            <Divider />
            <Result status="warning" title="Unavailable" />
            <Breadcrumb items={[{ title: 'Storyboards' }]} />
            <Menu items={[{ key: 'welcome', label: 'Welcome' }]} />
            <Dropdown open menu={{ items: [{ key: 'out', label: 'Sign out' }] }}>
              <Button>Account</Button>
            </Dropdown>
            <Tooltip open title="Help">
              <span>?</span>
            </Tooltip>
            <Card title="Plan">Pro</Card>
            <Collapse items={[{ key: 'a', label: 'More', children: 'text' }]} />
            <Progress percent={40} />
            <Modal open title="Confirm">
              Sure?
            </Modal>
          </Layout.Content>
        </Layout>
      </PortalConfigProvider>,
    );
    const registered = [...portalStyleCache.cache.keys()]
      .filter((key) => key.startsWith('style%') && !key.includes('%portal-'))
      .map((key) => key.slice('style%'.length).replace(/%/g, '|'));
    expect(registered.length).toBeGreaterThan(10);
    expect(registered.filter((path) => !listed.has(path))).toEqual([]);
    // The rules themselves are there, with the portal theme's variables.
    expect(sheet).toMatch(/\.ant-btn-color-primary/);
    expect(sheet).toMatch(/var\(--ant-color-primary\)/);
  });
});
