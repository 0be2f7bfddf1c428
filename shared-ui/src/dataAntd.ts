// The antd components of the `@portal/shared-ui/data` entry, in a module of their own so
// the entry's building blocks can use them without importing the entry back (a cycle).
export { Drawer, List, Table, Tabs } from 'antd';
export type { TableColumnsType, TableColumnType, TableProps, TabsProps } from 'antd';
