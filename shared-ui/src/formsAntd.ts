// The antd components of the `@portal/shared-ui/forms` entry, in a module of their own so
// the entry's building blocks can use them without importing the entry back (a cycle).
export { Checkbox, Form, Input, InputNumber, Radio, Select, Switch } from 'antd';
export type { FormInstance, FormProps, SelectProps } from 'antd';
