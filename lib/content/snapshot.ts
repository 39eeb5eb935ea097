import { serialize } from "@/lib/entity/codec";
import type { Stamped } from "./store";

/** An item as files, the trash and revisions hold it: its fields, dates as ISO strings. */
export const snapshotOf = (item: Stamped) => serialize(item);
