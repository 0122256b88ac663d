/** The plans feature: plan list, creation, review, rename and accept (part 2 §2, §3 Plan, §7 Plans). */
export { planCreateRoute, planReviewRoutes, plansListRoutes } from './routes';
