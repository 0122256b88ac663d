/**
 * What the tests of list screens share: the rows of a table as a user reads them. (The requests
 * the screen sent: recordRequests() of src/testing/requests.ts.)
 *
 *   tableRows('Plans').map((cells) => cells[0]);
 */
import { screen, within } from '@testing-library/react';

/** The body rows of the table named `name`, each as the texts of its cells (header rows left out). */
export function tableRows(name: string): (string | null)[][] {
  return within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((row) => within(row).queryAllByRole('cell'))
    .filter((cells) => cells.length > 0)
    .map((cells) => cells.map((cell) => cell.textContent));
}
