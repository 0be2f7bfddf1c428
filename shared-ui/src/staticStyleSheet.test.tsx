import { render } from '@testing-library/react';
import { Alert, Badge, Button, Divider, Empty, Flex, Layout, Result, Skeleton, Space, Spin, Tag, Typography } from './antd';
import { PortalConfigProvider } from './PortalConfigProvider';
import { Breadcrumb, Card, Collapse, Dropdown, Menu, Modal, Progress, Tooltip } from './widgetsAntd';
import { Checkbox, Form, Input, InputNumber, Radio, Select, Switch } from './formsAntd';
import { Drawer, List, Table, Tabs } from './dataAntd';
import { portalStyleCache } from './styleCache';
import { antdStyleSheets } from './staticStyleSheet';

/** The cache paths the sheet's map lists (antd's `.data-ant-cssinjs-cache-path` rule). */
function mapOf(sheet: string): Set<string> {
  const content = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)"/.exec(sheet)?.[1] ?? '';
  return new Set(content.split(';').map((entry) => entry.slice(0, entry.lastIndexOf(':'))));
}

/** The antd component styles the page's renders so far have registered, as map paths. */
function registeredStyles(): string[] {
  return [...portalStyleCache.cache.keys()]
    .filter((key) => key.startsWith('style%') && !key.includes('%portal-'))
    .map((key) => key.slice('style%'.length).replace(/%/g, '|'));
}

const sheets = antdStyleSheets();

describe("the build-time antd style sheet", () => {
  it('lists every style the light and widgets components register at run time, so none of them is computed again', () => {
    const sheet = sheets.base;
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
    const registered = registeredStyles();
    expect(registered.length).toBeGreaterThan(10);
    expect(registered.filter((path) => !listed.has(path))).toEqual([]);
    // The rules themselves are there, with the portal theme's variables.
    expect(sheet).toMatch(/\.ant-btn-color-primary/);
    expect(sheet).toMatch(/var\(--ant-color-primary\)/);
  });

  it("the signed-in sheet holds the forms and data components' styles, and its map lists both sheets' styles", () => {
    const listed = mapOf(sheets.signedIn);
    for (const path of mapOf(sheets.base)) expect(listed).toContain(path);
    render(
      <PortalConfigProvider>
        <Tabs items={[{ key: 'mine', label: 'My Storyboards', children: <List dataSource={['Last season']} renderItem={(item) => <List.Item>{item}</List.Item>} /> }]} />
        <Form>
          <Form.Item label="Title">
            <Input />
          </Form.Item>
          <Input.Search aria-label="Search" />
          <Input.Password aria-label="Password" />
          <Input.TextArea aria-label="About" />
          <InputNumber aria-label="Count" />
          <Select aria-label="Kind" options={[{ value: 'a', label: 'A' }]} />
          <Checkbox>Remember</Checkbox>
          <Radio.Group options={['Video', 'Image']} />
          <Switch aria-label="On" />
        </Form>
        <Table rowKey="id" dataSource={[{ id: 1, name: 'Pro' }]} columns={[{ title: 'Name', dataIndex: 'name' }]} />
        <Drawer open title="Filters" />
      </PortalConfigProvider>,
    );
    expect(registeredStyles().filter((path) => !listed.has(path))).toEqual([]);
    // Only the areas' rules: the base sheet's are not repeated.
    expect(sheets.signedIn).toMatch(/\.ant-tabs-tab/);
    expect(sheets.signedIn).toMatch(/\.ant-input-affix-wrapper/);
    expect(sheets.signedIn).not.toMatch(/\.ant-menu-item\{/);
    expect(sheets.signedIn.endsWith(';}')).toBe(true);
  });
});
