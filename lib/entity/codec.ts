import { z } from "zod";
import { storableDate } from "@/lib/validation";

/** An id as it appears in a file: the URL slug (older exports may hold numbers). */
export const entityIdSchema = z
  .union([z.string(), z.number()])
  .transform(String)
  .pipe(
    z
      .string()
      .trim()
      .min(1, "An id is required")
      .max(200)
      .regex(/^[A-Za-z0-9][A-Za-z0-9._~-]*$/, "Ids may hold only letters, digits, '.', '_', '~' and '-'"),
  );

/** The timestamps a file may carry for a record (absent: now). */
export const fileTimestamps = {
  createdAt: storableDate("Enter a valid date").optional(),
  updatedAt: storableDate("Enter a valid date").optional(),
};

/** How a stored record is written into a file: the domain object with dates as ISO strings, undefined left out. */
export type Serialized<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] };

export function serialize<T extends object>(record: T): Serialized<T> {
  return JSON.parse(JSON.stringify(record)) as Serialized<T>;
}

/** A file record as the columns of a new row: the record's own timestamps, or now. */
export function rowOf<D, C>(
  { id, createdAt, updatedAt, ...data }: D & { id: string; createdAt?: Date; updatedAt?: Date },
  columns: (data: Omit<D, "id" | "createdAt" | "updatedAt">) => C,
) {
  const now = new Date();
  return {
    id,
    createdAt: createdAt ?? now,
    updatedAt: updatedAt ?? createdAt ?? now,
    ...columns(data as Omit<D, "id" | "createdAt" | "updatedAt">),
  };
}
