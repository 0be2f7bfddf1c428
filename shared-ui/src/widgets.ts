/**
 * antd components with a heavier engine (menus, dropdowns, tooltips and their trigger
 * and motion code, modal dialogs, notifications, tabs and cards with tabs, collapsibles), as the
 * singleton entry `@portal/shared-ui/widgets`. A page loads them when it uses them, so
 * a signed-out visitor's first page (terms, privacy, login) does not evaluate them.
 * Built by the same container as the main entry: one antd core, one style cache.
 */
export * from './widgetsAntd';
export { ProgressModal } from './ProgressModal';
export * from './blocks/ConfirmByTyping';
