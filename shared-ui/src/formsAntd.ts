// The antd components of the `@portal/shared-ui/forms` entry, in a module of their own so
// the entry's building blocks can use them without importing the entry back (a cycle).
export {
  Checkbox,
  Drawer,
  Form,
  Input,
  InputNumber,
  List,
  Radio,
  Select,
  Switch,
  Table,
  Tabs,
} from 'antd';
export type { FormInstance, FormProps, TableColumnsType, TableColumnType, TableProps, TabsProps, SelectProps } from 'antd';
