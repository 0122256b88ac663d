/** Until campaign-build moves to src/mocks/services (issue 23): its lookups import the search from here. */
export { containsText } from '../server/list';
