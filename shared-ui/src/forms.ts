/**
 * antd's data-entry components (form, inputs, selects, choices), exposed as the separate
 * singleton entry `@portal/shared-ui/forms` so the shell and content pages do not
 * download them. Tables, tabs, lists and drawers, which bring menus and trees with them,
 * are the `@portal/shared-ui/data` entry, so a form page (sign-up) does not load those.
 * Built by the same container as the main entry, so all share one antd core (theme
 * context, style cache). Add a component before use.
 */
import './dates';

export * from './formsAntd';
export * from './blocks/TagInput';
export { dayjs } from './dates';
