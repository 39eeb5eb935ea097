// Opens the PGlite directory given as argument (used to prove a second process is refused).
import { connect } from "../../lib/db/connect";

const database = await connect({ kind: "pglite", dir: process.argv[2] }).catch((error: Error) => {
  process.stderr.write(error.message);
  process.exit(3);
});
await database.close();
