import { createSqliteStore, openSqlite } from '../../../../src/server/store/sqlite.ts';
import { storeConformance } from '../../../helpers/store-conformance.ts';

// The Store's conformance suite on SQLite, each test on a database of its own in memory.
storeConformance({
  name: 'SQLite',
  async open() {
    const store = createSqliteStore(openSqlite('sqlite::memory:'));
    return { store, close: () => store.close() };
  },
}).run();
