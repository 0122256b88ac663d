/* Ad-blocker probe (NS-13): the app fetches this file once per page load; ad blockers refuse it by its name. */
