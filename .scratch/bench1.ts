import { run } from '../bench/render.bench.ts';
await run();
