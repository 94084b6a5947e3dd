import type Database from 'better-sqlite3';

/**
 * A better-sqlite3 handle whose statements tell `ran` each time they run (all, get, run, iterate), with their SQL
 * and arguments: what the store tests count or explain. Settings that return the statement (pluck, raw) keep it
 * watched; everything else is the database's own.
 */
export function watchedSqlite(db: Database.Database, ran: (sql: string, args: unknown[]) => void): Database.Database {
  return new Proxy(db, {
    get(target, property) {
      if (property === 'prepare')
        return (sql: string) => {
          const statement = target.prepare(sql);
          const proxy: typeof statement = new Proxy(statement, {
            get(inner, name) {
              const value = Reflect.get(inner, name, inner);
              if (typeof value !== 'function') return value;
              return (...args: unknown[]) => {
                if (name === 'all' || name === 'get' || name === 'run' || name === 'iterate') ran(sql, args);
                const out = (value as (...a: unknown[]) => unknown).apply(inner, args);
                return out === inner ? proxy : out;
              };
            },
          });
          return proxy;
        };
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
