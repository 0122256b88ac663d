/**
 * The performance feature: the campaign performance report. Exported here: the report columns,
 * which scheduled reports (features/reports) offer and name.
 */
export { columnLabelKey, DEFAULT_COLUMNS, offeredColumns } from './column-rules';
export { useReport } from './queries';
export { formatCell } from './format-rules';
