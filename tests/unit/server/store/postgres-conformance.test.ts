import { createPostgresStore, openPostgres } from '../../../../src/server/store/postgres.ts';
import { freshDatabase } from '../../../helpers/postgres.ts';
import { storeConformance } from '../../../helpers/store-conformance.ts';

// The Store's conformance suite on a real PostgreSQL (a throwaway cluster, tests/helpers/postgres.ts),
// each test on a database of its own.
storeConformance({
  name: 'PostgreSQL',
  async open() {
    const database = await freshDatabase();
    const store = createPostgresStore(await openPostgres(database.url));
    return {
      store,
      async close() {
        await store.close();
        await database.drop();
      },
    };
  },
}).run();
