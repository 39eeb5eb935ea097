type Listed = { serviceId: string; alsoShowOn?: readonly string[] };

/** The projects of one service group (the Salesforce page shows group 'sales-force'): those of that service and
 *  those the admin also shows on its page. */
export function projectsOfGroup<T extends Listed>(projects: readonly T[], group: string): T[] {
  return projects.filter((project) => project.serviceId === group || project.alsoShowOn?.includes(group));
}

/** Loads a group's projects; on failure logs 'Error loading portfolio data:' and yields none, so the page
 *  shows no portfolio section and otherwise works. */
export async function loadGroupProjects<T extends Listed>(
  load: () => Promise<readonly T[]>,
  group: string,
  log: (...args: unknown[]) => void = console.error,
): Promise<T[]> {
  try {
    return projectsOfGroup(await load(), group);
  } catch (error) {
    log("Error loading portfolio data:", error);
    return [];
  }
}
