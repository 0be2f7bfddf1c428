// The antd components of the `@portal/shared-ui/widgets` entry, in a module of their own so
// the entry's building blocks can use them without importing the entry back (a cycle).
export { Breadcrumb, Card, Collapse, Dropdown, Menu, Modal, Progress, Tabs, Tooltip, notification } from 'antd';
export type { BreadcrumbProps, CollapseProps, MenuProps, TabsProps } from 'antd';
