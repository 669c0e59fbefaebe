import { renderBoletoPdf } from "./src/engine/render/pdf";
import { BANK_CODES } from "./src/engine/index";
import { builtBoleto } from "./test/engine/render/built";
const list = Array.from({ length: 1000 }, (_, i) => builtBoleto(BANK_CODES[i % 12]!, { seed: i, pix: false }));
await renderBoletoPdf(list.slice(0, 100));
for (let r = 0; r < 3; r++) {
  let t = performance.now(); await renderBoletoPdf(list); const merged = (performance.now() - t) / 1000;
  t = performance.now(); for (const b of list) await renderBoletoPdf(b); const single = (performance.now() - t) / 1000;
  console.log({ merged, single });
}
