import sharp from 'sharp';
import { createContext, documentSvg } from './lib/svg.mjs';
import * as dev from './scenes/device.mjs';
import * as dash from './scenes/dashboard.mjs';
import * as ph from './scenes/phone.mjs';
import * as wv from './scenes/waveform.mjs';
import * as nw from './scenes/network.mjs';
import * as fl from './scenes/flow.mjs';
import * as ms from './scenes/mesh.mjs';
const jobs = {
  web: [ 'cyan', 1200, 800, (c) => dev.webScene(c, { brand: 'Kairo' })],
  chart: ['blue', 1600, 1000, (c) => dash.chartScene(c, {})],
  voice: ['pink', 1200, 800, (c) => wv.voiceScene(c, {})],
  orb: ['pink', 1600, 900, (c) => wv.voiceScene(c, { layout: 'orb' })],
  agent: ['green/cyan', 1200, 800, (c) => nw.agentScene(c, {})],
  chip: ['blue/green', 1200, 800, (c) => nw.chipScene(c, {})],
  flow: ['green', 1200, 800, (c) => fl.flowScene(c, {}), 'card', { dots: true }],
  route: ['green', 1600, 1000, (c) => fl.routeScene(c, {})],
  arvr: ['purple/cyan', 1200, 800, (c) => ms.arvrScene(c)],
  game: ['pink/purple', 1200, 800, (c) => ms.gameScene(c)],
  ribbons: ['cyan/purple', 1600, 900, (c) => ms.meshScene(c, {})],
  sphere: ['blue/purple', 1600, 900, (c) => ms.meshScene(c, { variant: 'sphere' })],
};
const only = process.argv.slice(2);
for (const [name, [acc, W, H, fn, mode, bg]] of Object.entries(jobs)) {
  if (only.length && !only.includes(name)) continue;
  const c = createContext({ id: name, accent: acc, width: W, height: H });
  const svg = documentSvg(c, fn(c), { mode, bg });
  const t = Date.now();
  const webp = await sharp(Buffer.from(svg)).webp({ quality: 72, effort: 6, smartSubsample: true }).toBuffer();
  await sharp(webp).png().toFile(`/tmp/prev/${name}.png`);
  console.log(name, (webp.length / 1024).toFixed(1) + 'KB', Date.now() - t, 'ms');
}
