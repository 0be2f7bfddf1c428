/**
 * antd's data-display components (tables, lists, drawers; tabs are in `widgets`) and the portal's table,
 * day-range and media (preview, drop zone) blocks, as the singleton entry
 * `@portal/shared-ui/data`: pages showing tables, tabs or media load it, a form page does
 * not (docs/adr/003-antd-through-shared-ui.md).
 * Built by the same container as the main entry: one antd core, one style cache.
 */
export * from './dataAntd';
export * from './blocks/DataTable';
export * from './blocks/tableRules';
export * from './blocks/DayRangeFilter';
export * from './blocks/dayRange';
export * from './blocks/mediaTypes';
export * from './blocks/MediaPreview';
export * from './blocks/MediaDropZone';
