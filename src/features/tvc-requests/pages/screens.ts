/** The TVC request screens, one lazy chunk (one import site keeps the route table small). */
export { TvcRequestCreatePage } from './TvcRequestCreatePage';
export { TvcRequestPage } from './TvcRequestPage';
export { TvcRequestsPage } from './TvcRequestsPage';
