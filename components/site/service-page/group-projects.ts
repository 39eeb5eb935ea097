/** The projects of one service group (the Salesforce page shows group 'sales-force';). */
export function projectsOfGroup<T extends { serviceId: string }>(projects: readonly T[], group: string): T[] {
  return projects.filter((project) => project.serviceId === group);
}

/** Loads a group's projects; on failure logs 'Error loading portfolio data:' and yields none, so the page
 *  shows no portfolio section and otherwise works. */
export async function loadGroupProjects<T extends { serviceId: string }>(
  load: () => Promise<readonly T[]>, group: string, log: (...args: unknown[]) => void = console.error,
): Promise<T[]> {
  try {
    return projectsOfGroup(await load(), group);
  } catch (error) {
    log("Error loading portfolio data:", error);
    return [];
  }
}
