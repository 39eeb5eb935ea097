import { cpuPerRequest } from "./bench/cpu.mjs";
const pid = Number(process.argv[2]);
for (const p of process.argv.slice(3)) { const r = await cpuPerRequest("http://127.0.0.1:3300" + p, pid, { requests: 3000 }); console.log(p, JSON.stringify(r)); }
