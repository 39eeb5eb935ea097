// Grids that never strand an item alone on its last row: two columns from `sm`, up to `max` from `lg`, and the
// items of a short last row widened to fill it (on a 12-column track at `lg`).

const lgSpan: Record<number, string> = {
  2: "lg:col-span-2",
  3: "lg:col-span-3",
  4: "lg:col-span-4",
  6: "lg:col-span-6",
  12: "lg:col-span-12",
};
const lgColumns: Record<number, string> = { 1: "", 2: "lg:grid-cols-2", 3: "lg:grid-cols-3", 4: "lg:grid-cols-4" };

/** Columns at `lg` for `count` items: all of them when they fit, else `max` or one fewer if that fills every row. */
function columnsFor(count: number, max: number) {
  if (count <= max) return count;
  return [max, max - 1].find((c) => c >= 2 && count % c === 0) ?? max;
}

/** Classes of the grid container for `count` items (add gaps yourself). */
export function balancedGrid(count: number, max = 3): string {
  const columns = columnsFor(count, max);
  const even = count % columns === 0;
  return ["grid", count > 1 && "sm:grid-cols-2", even ? lgColumns[columns] : "lg:grid-cols-12"]
    .filter(Boolean)
    .join(" ");
}

/** Classes of item `index` of `count`: the odd last item spans both columns on tablets; a short last row at `lg`
 *  shares the full width. */
export function balancedItem(index: number, count: number, max = 3): string {
  const columns = columnsFor(count, max);
  const classes: string[] = [];
  if (count % 2 === 1 && count > 1 && index === count - 1) classes.push("sm:max-lg:col-span-2");
  if (count % columns !== 0) {
    const lastRow = count % columns;
    const inLastRow = index >= count - lastRow;
    classes.push(lgSpan[12 / (inLastRow ? lastRow : columns)]);
  }
  return classes.join(" ");
}
