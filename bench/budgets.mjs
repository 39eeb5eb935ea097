// The bench's verdicts on its budgets that are not a single number per page.

/** A budget's name as the bench prints it: with the bare Next.js page's value in the same run, when it has one. */
export const budgetLabel = (budget) => (budget.bare ? `${budget.name} (bare page: ${budget.bare.value})` : budget.name);

/** The budgets (`{ name, cells, bare }`, `bare` the same cell for the bare Next.js page in the same run) that the bare
 *  page itself misses: out of reach for any Next.js page on this machine at that time. */
export function missedByBarePage(budgets) {
  return budgets.filter((budget) => budget.bare && !budget.bare.pass).map(budgetLabel);
}
