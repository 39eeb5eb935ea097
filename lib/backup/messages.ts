/** The toast titles and texts for the data cards, in one place. */
export const BACKUP_MESSAGES = {
  backupCreated: { title: "Backup Created", description: "Your data has been backed up successfully." },
  backupFailed: { title: "Backup Failed", description: "Could not create backup. Please try again." },
  restored: { title: "Data Restored", description: (date: string) => `Data restored from backup created on ${date}` },
  restoreFailed: { title: "Restore Failed", description: "Could not restore backup. Please try again." },
  dataFound: {
    title: "Data Found",
    description: (projects: number, blogs: number) =>
      `Found ${projects} portfolios and ${blogs} blog posts in database.`,
  },
  noData: { title: "No Data Found", description: "Database is empty. You can migrate your static data now." },
  checkFailed: { title: "Error", description: "Failed to check database status." },
  migrated: {
    title: "Migration Successful",
    description: (projects: number, blogs: number) => `Migrated ${projects} portfolios and ${blogs} blog posts.`,
  },
  migrationFailed: { title: "Migration Failed", description: "An error occurred during migration." },
  integrityPassed: { title: "Data Integrity Check Passed", description: "Your data is intact and valid." },
  integrityIssues: {
    title: "Data Integrity Issues Found",
    description: (issues: string[]) => `Issues: ${issues.join("; ")}`,
  },
  validationFailed: "Validation process failed",
  imported: {
    title: "Import Complete",
    description: (projects: number, blogs: number) => `Imported ${projects} portfolios and ${blogs} blog posts.`,
  },
  importFailed: { title: "Import Failed" },
  exportFailed: { title: "Export Failed", description: "Could not export your data. Please try again." },
  exporting: "Preparing the export…",
  exported: { title: "Export Complete" },
  downloadingBackup: "Preparing the backup file…",
  backupDownloaded: { title: "Backup Downloaded" },
  downloadFailed: { title: "Download Failed", description: "Could not download the backup. Please try again." },
} as const;

/** Why a migration was refused: the button is disabled in that state, the server says so too. */
export const MIGRATION_HAS_PROJECTS = "The database already holds portfolios; migration is only for an empty database.";
