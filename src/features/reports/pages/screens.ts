/** The reporting section's screens, one lazy chunk (one import site keeps the route table small). */
export { ScheduledReportCreatePage } from './ScheduledReportCreatePage';
export { ScheduledReportEditPage } from './ScheduledReportEditPage';
export { ScheduledReportPage } from './ScheduledReportPage';
export { ScheduledReportsPage } from './ScheduledReportsPage';
