// The bench's verdicts on its budgets that are not a single number per page.

/** The budgets (`{ name, cells, bare }`, `bare` the same cell for the bare Next.js page in the same run) that the bare
 *  page itself misses: out of reach for any Next.js page on this machine at that time. Each as its name without the
 *  "(bare page: …)" it carries in the table, then the bare page's value. */
export function missedByBarePage(budgets) {
  return budgets.filter((budget) => budget.bare && !budget.bare.pass)
    .map((budget) => `${budget.name.replace(/ \(bare page: [^)]*\)$/, "")} (bare page: ${budget.bare.value})`);
}
