const FORMAT = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "medium", timeZone: "UTC" });

/** A backup's date, the same on the server and in the browser: "Nov 22, 2026, 1:04:05 AM UTC". */
export const formatBackupDate = (iso: string) => `${FORMAT.format(new Date(iso))} UTC`;
