/**
 * The two looks of a link (issue 24, "Consistency"). In a table or a list of records a link names
 * its row and is underlined when pointed at: the layout already says what it is. Everywhere else (a
 * way back, a link in a sentence, a notice or a details list) it is always underlined, so that it
 * never rests on colour alone (WCAG 1.4.1).
 */
export const TABLE_LINK = 'font-medium text-primary underline-offset-4 hover:underline';
export const TEXT_LINK = 'font-medium text-primary underline underline-offset-4';
