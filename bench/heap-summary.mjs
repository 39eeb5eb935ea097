// `node --max-old-space-size=4096 bench/heap-summary.mjs a.heapsnapshot [b.heapsnapshot]`: where a V8 heap snapshot's
// bytes are, by kind of object (constructor, or string, code, array…): the largest 25; given two snapshots of one
// process, the 25 that grew most from the first to the second. bench/mixed.mjs --snapshots writes such a pair.
import fs from "node:fs";

/** Self size and count by "type name" of one snapshot. */
function summarise(file) {
  const { snapshot, nodes, strings } = JSON.parse(fs.readFileSync(file, "utf8"));
  const fields = snapshot.meta.node_fields;
  const types = snapshot.meta.node_types[0];
  const [TYPE, NAME, SIZE] = ["type", "name", "self_size"].map((f) => fields.indexOf(f));
  const byKind = new Map();
  let total = 0;
  for (let i = 0; i < nodes.length; i += fields.length) {
    const type = types[nodes[i + TYPE]];
    const name = type === "object" || type === "native" || type === "closure" ? strings[nodes[i + NAME]] : "";
    const kind = `${type}${name ? ` ${name.slice(0, 60)}` : ""}`;
    const entry = byKind.get(kind) ?? { bytes: 0, count: 0 };
    entry.bytes += nodes[i + SIZE];
    entry.count++;
    total += nodes[i + SIZE];
    byKind.set(kind, entry);
  }
  return { byKind, total };
}

const mb = (bytes) => (bytes / 2 ** 20).toFixed(1).padStart(7);
const [first, second] = process.argv.slice(2);
if (!first) throw new Error("usage: node bench/heap-summary.mjs a.heapsnapshot [b.heapsnapshot]");
const a = summarise(first);
const rows = (entries) => entries.map(([kind, e]) => `${mb(e.bytes)} MB ${String(e.count).padStart(9)}  ${kind}`);
console.log(`${first}: ${mb(a.total)} MB in all\n     MB   objects  kind`);
console.log(rows([...a.byKind].sort((x, y) => y[1].bytes - x[1].bytes).slice(0, 25)).join("\n"));
if (second) {
  const b = summarise(second);
  console.log(`\n${second}: ${mb(b.total)} MB in all; grown since the first:\n     MB   objects  kind`);
  const grown = [...b.byKind].map(([kind, e]) => {
    const before = a.byKind.get(kind) ?? { bytes: 0, count: 0 };
    return [kind, { bytes: e.bytes - before.bytes, count: e.count - before.count }];
  });
  console.log(rows(grown.sort((x, y) => y[1].bytes - x[1].bytes).slice(0, 25)).join("\n"));
}
