// The antd components of the `@portal/shared-ui/data` entry, in a module of their own so
// the entry's building blocks can use them without importing the entry back (a cycle).
export { Drawer, List, Table } from 'antd';
export type { TableColumnsType, TableColumnType, TableProps } from 'antd';
// Tabs moved to the widgets entry, whose Card already carries their engine: a page with tabs
// and no table (/storyboards) then loads no table code. Still here for remotes built before.
export { Tabs, type TabsProps } from './widgetsAntd';
