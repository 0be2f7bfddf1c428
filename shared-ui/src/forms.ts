/**
 * Heavy antd components (forms, inputs, tables, tabs), exposed as the separate
 * singleton entry `@portal/shared-ui/forms` so the shell and content pages do not
 * download them. Built by the same container as the main entry, so both share one
 * antd core (theme context, style cache). Add a component before use.
 */
import './dates';

export * from './formsAntd';
export * from './blocks/TagInput';
export * from './blocks/DataTable';
export * from './blocks/tableRules';
export * from './blocks/DayRangeFilter';
export * from './blocks/dayRange';
export { dayjs } from './dates';
