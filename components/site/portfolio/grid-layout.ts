/** The portfolio grid's layout, shared by the server page (which images load first) and the client filter (which cards
 *  span a row). The first study leads across the row, the rest go two-up, and an odd one out at the end fills its row. */
export function spansRow(index: number, count: number) {
  return index === 0 || (index === count - 1 && (count - 1) % 2 === 1);
}

/** How many cards the grid's first row holds: the first study, alone (above). */
export const FIRST_ROW_CARDS = 1;
