import { serve } from '../server/serve.ts';
import { demoSite } from './site.ts';

// `npm start` (after the build): the demo, seeded into an empty database when SEED is unset, on loopback only.
await serve({ demoByDefault: true, demo: demoSite, output: 'banner' });
